import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { cleanup, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
