import { FillTextField } from '../../forms/fill/FillTextField';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

function shown(value: unknown, decimals: number | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number')
    return decimals === undefined
      ? String(value).replace('.', ',')
      : value.toFixed(decimals).replace('.', ',');
  return String(value);
}

/** Text and numeric formulas: the engine's live result, read-only. */
export function FormulaFill(props: FillRendererProps<number | string>) {
  return (
    <FillTextField
      {...props}
      readOnly
      value={shown(props.value, props.field.settings?.decimals as number | undefined)}
      htmlInput={{ 'aria-readonly': true, tabIndex: props.dense ? -1 : undefined }}
    />
  );
}
