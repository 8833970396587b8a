import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { numberText } from '../../../runtime/forms/fieldTypes/shared/numberText';
import { FillTextField } from '../../forms/fill/FillTextField';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

const CURRENCY_PREFIX: Record<string, string> = { BRL: 'R$', USD: 'US$', EUR: '€' };

/** A number as typed (comma or dot decimals) or, when it is not one, the text itself (the engine refuses it). */
function parse(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed.replace(',', '.'));
  return /^-?\d*([.,]\d*)?$/.test(trimmed) && Number.isFinite(number) ? number : trimmed;
}

function format(value: unknown): string {
  return typeof value === 'number' ? String(value).replace('.', ',') : typeof value === 'string' ? value : '';
}

/**
 * Number, currency and percent: typed as text (comma decimals), stored as a number; the prefix (the
 * field's, or the currency's symbol) before and % after. min, max, integer and decimals are the
 * engine's checks, shown as errors. Read-only, the formatted value (numberText).
 */
export function NumberFill(props: FillRendererProps<number | string>) {
  const { i18n } = useTranslation();
  const settings = props.field.settings ?? {};
  const [text, setText] = useState(() => format(props.value));
  // Read-only (a finished document): the value as the PDF prints it, R$ and the locale's separators.
  if (props.readOnly && typeof props.value === 'number')
    return <FillTextField {...props} value={numberText(props.field, props.value, i18n.language)} />;
  // A value set from outside (a loaded draft, a cleared copy) replaces what is being typed.
  const shown = parse(text) === (props.value ?? null) ? text : format(props.value);
  const prefix =
    (settings.prefix as string | undefined) ??
    (props.field.type === 'currency'
      ? (CURRENCY_PREFIX[(settings.currency as string | undefined) ?? 'BRL'] ?? String(settings.currency))
      : undefined);
  return (
    <FillTextField
      {...props}
      value={shown}
      onChange={(next) => {
        setText(next);
        props.onChange(parse(next));
      }}
      htmlInput={{ inputMode: settings.integer ? 'numeric' : 'decimal' }}
      startAdornment={prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined}
      endAdornment={
        props.field.type === 'percent' ? <InputAdornment position="end">%</InputAdornment> : undefined
      }
    />
  );
}
