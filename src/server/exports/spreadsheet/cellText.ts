import type { CellValue } from 'exceljs';

/** What a cell's text needs: the requester's language for numbers and for TRUE/FALSE. */
export interface CellTextContext {
  locale: string;
  t: (key: string) => string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A format's letters, without its quoted literals, colours and locale tags (`[Red]`, `[$R$-416]`). */
const formatLetters = (format: string) => format.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
const isDateFormat = (format: string) => /[dy]|m{3,}/i.test(formatLetters(format));
const isTimeFormat = (format: string) => /[hs]/i.test(formatLetters(format));

/** A date as Excel shows it on a Brazilian screen: dd/MM/yyyy, with HH:mm when the format or the time has one. */
function dateText(date: Date, format: string): string {
  const day = `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  if (format && isTimeFormat(format) && !isDateFormat(format)) return time;
  const hasTime = format ? isTimeFormat(format) : date.getUTCHours() + date.getUTCMinutes() > 0;
  return hasTime ? `${day} ${time}` : day;
}

/** Decimal places a number format asks for (`0.00` → 2), or null for General. */
function decimalsOf(format: string): number | null {
  const letters = formatLetters(format.split(';')[0]!);
  if (!/[0#]/.test(letters)) return null;
  return letters.match(/\.([0#]+)/)?.[1]!.length ?? 0;
}

function numberText(value: number, format: string, locale: string): string {
  if (format && isDateFormat(format))
    return dateText(new Date(Math.round((value - 25569) * 86400000)), format);
  const decimals = format ? decimalsOf(format) : null;
  const percent = formatLetters(format).includes('%');
  const shown = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 10,
    useGrouping: decimals !== null && /#,|0,0/.test(format),
  }).format(percent ? value * 100 : value);
  const currency = format.match(/\[\$([^\]-]+)|"(R\$|US\$|\$|€)"|(R\$)/);
  const symbol = currency ? (currency[1] ?? currency[2] ?? currency[3]) : '';
  return `${symbol ? `${symbol} ` : ''}${shown}${percent ? '%' : ''}`;
}

/**
 * A cell's value as the sheet shows it, in the requester's language: dates dd/MM/yyyy (with HH:mm when
 * the format has hours), numbers with the locale's separators and the format's decimals, percentages and
 * a currency symbol of the format, formulas by their last result, rich text and links by their text,
 * TRUE/FALSE translated, errors as Excel writes them (#N/A).
 *
 * @example cellText(1234.5, '#,##0.00', ctx) // '1.234,50'
 * cellText(new Date('2026-11-22T00:00:00Z'), 'dd/mm/yyyy', ctx) // '22/11/2026'
 */
export function cellText(value: CellValue, format: string | undefined, ctx: CellTextContext): string {
  const numFmt = format && format !== 'General' ? format : '';
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value, numFmt);
  if (typeof value === 'number') return numberText(value, numFmt, ctx.locale);
  if (typeof value === 'boolean')
    return ctx.t(value ? 'exports.spreadsheet.true' : 'exports.spreadsheet.false');
  if (typeof value === 'string') return value;
  if ('error' in value) return value.error;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value)
    return typeof value.text === 'string' ? value.text : cellText(value.text, numFmt, ctx);
  if ('result' in value || 'formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: CellValue }).result, numFmt, ctx);
  return '';
}
