import { decomposeColor, getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import ptBR from '../../../../metadata/i18n/pt-BR.json';
import { createTranslator } from '../../../runtime/i18n/createTranslator';
import type { TaskStateName } from '../../../runtime/tasks/TaskStateName';
import { campoTheme, createCampoTheme } from '../../theme/campoTheme';
import { TaskStateChip } from './TaskStateChip';

const STATES: (TaskStateName | 'recurrent')[] = [
  'planned',
  'inProgress',
  'late',
  'expired',
  'finished',
  'cancelled',
  'deleted',
  'recurrent',
];

/** The colour seen when `color` (maybe translucent) is painted over `base` (opaque; the white page by default). */
function paint(color: string, base = 'rgb(255, 255, 255)'): string {
  const { values } = decomposeColor(color);
  const under = decomposeColor(base).values;
  const alpha = values[3] ?? 1;
  const [r, g, b] = [0, 1, 2].map((i) =>
    Math.round((values[i] ?? 0) * alpha + (under[i] ?? 255) * (1 - alpha)),
  );
  return `rgb(${r}, ${g}, ${b})`;
}

/** The chip's text/background contrast, its translucent colours painted over the white page. */
function chipContrast(): number {
  const style = getComputedStyle(screen.getByText(/./).closest('.MuiChip-root') as HTMLElement);
  const background = paint(style.backgroundColor || 'rgba(0, 0, 0, 0)');
  return getContrastRatio(paint(style.color, background), background);
}

const i18n = createTranslator({ 'pt-BR': ptBR });
const withLabels = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('TaskStateChip', () => {
  it.each(STATES)('the %s chip text reaches 4.5:1 (WCAG AA) against its background', (state) => {
    withLabels(
      <ThemeProvider theme={campoTheme}>
        <TaskStateChip state={state} />
      </ThemeProvider>,
    );
    expect(chipContrast()).toBeGreaterThanOrEqual(4.5);
  });

  it('the recurrent chip stays readable on a mid-tone company brand colour', () => {
    withLabels(
      <ThemeProvider theme={createCampoTheme({ secondaryColor: '#ed6c02' })}>
        <TaskStateChip state="recurrent" />
      </ThemeProvider>,
    );
    expect(chipContrast()).toBeGreaterThanOrEqual(4.5);
  });
});
