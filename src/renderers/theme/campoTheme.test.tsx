import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { cleanup, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { campoTheme } from './campoTheme';

/** The page's <style> elements after drawing `count` inputs under Campo's theme. */
function stylesWith(count: number): number {
  render(
    <ThemeProvider theme={campoTheme}>
      <CssBaseline />
      {Array.from({ length: count }, (_v, i) => (
        <TextField key={i} label={`Campo ${i}`} />
      ))}
    </ThemeProvider>,
  );
  const styles = document.querySelectorAll('style').length;
  cleanup();
  return styles;
}

describe('campoTheme', () => {
  it('adds no style sheet per input (a 1,000-field form stays one set of styles), autofill keyframes once', () => {
    const one = stylesWith(1);
    expect(stylesWith(40)).toBe(one);
    render(
      <ThemeProvider theme={campoTheme}>
        <CssBaseline />
      </ThemeProvider>,
    );
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain('@keyframes mui-auto-fill');
    expect(css).toContain('-webkit-autofill');
  });

  it('draws a scrollable tab strip without measuring a scrollbar (a forced layout) and lets it scroll', async () => {
    // MUI's own scrollbar slot reads a hidden box's offsetHeight while the page is being drawn.
    const read = vi.fn(() => 0);
    const saved = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: read });
    try {
      const { getByRole } = render(
        <ThemeProvider theme={campoTheme}>
          <Tabs value="a" variant="scrollable" allowScrollButtonsMobile aria-label="Abas">
            <Tab value="a" label="Atividades" />
            <Tab value="b" label="Histórico" />
          </Tabs>
        </ThemeProvider>,
      );
      const scroller = getByRole('tablist').parentElement!;
      // MUI keeps the strip's overflow hidden until its scrollbar slot reports a width.
      await waitFor(() => expect(scroller.style.overflow).toBe(''));
      expect(read).not.toHaveBeenCalled();
    } finally {
      if (saved) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', saved);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>).offsetHeight;
      cleanup();
    }
  });
});
