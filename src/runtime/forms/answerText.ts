import type { FieldOption, FormField, StoredFileRef, TableColumn } from './FormModel';

/** Translation and formatting a text answer needs; keys are under `downloads.file` and `forms.fill`. */
export interface AnswerTextContext {
  t: (key: string, vars?: Record<string, unknown>) => string;
  /** BCP 47 locale of numbers (pt-BR: `1.234,5`). */
  locale: string;
  /** The display name of a user id (pre-registered signatures), when known. */
  employeeName?: (id: string) => string | undefined;
}

type Answerable = Pick<FormField, 'type' | 'options' | 'settings'> | TableColumn;

const pad = (n: string | undefined) => (n ?? '').padStart(2, '0');

/** `YYYY-MM-DD[THH:mm]` as `dd/MM/yyyy[ HH:mm]` (spec 001 §9), the stored local time as typed. */
function dateText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!match) return value;
  const [, y, m, d, hh, mm] = match;
  return `${pad(d)}/${pad(m)}/${y}${hh ? ` ${hh}:${mm}` : ''}`;
}

const optionName = (options: FieldOption[] | undefined, id: unknown) =>
  options?.find((o) => o.id === id)?.name ?? String(id);

const refName = (value: unknown) =>
  value && typeof value === 'object'
    ? String((value as { name?: string; id?: string }).name ?? (value as { id?: string }).id ?? '')
    : String(value);

/**
 * A document's answer to one field as plain text, the same in every export (Excel cells, KML
 * descriptions, the PDF of the default document): options by name, dates as dd/MM/yyyy, numbers in the
 * locale, lookups by their record's name, files and photos counted, a table as its row count (the PDF
 * lays tables out itself). Empty answers are ''. Repeatable groups' copies are the caller's (an array of
 * copies is answered copy by copy, `Cópia n: …`).
 *
 * @example answerText({ type: 'choiceSingle', options: [{ id: 'a', name: 'Sim' }] }, 'a', ctx) // 'Sim'
 * answerText({ type: 'date' }, '2026-11-22', ctx) // '22/11/2026'
 */
export function answerText(field: Answerable, value: unknown, ctx: AnswerTextContext): string {
  if (value === undefined || value === null || value === '') return '';
  const number = (n: unknown, options: Intl.NumberFormatOptions = {}) =>
    typeof n === 'number' ? new Intl.NumberFormat(ctx.locale, options).format(n) : String(n);
  const settings = (field.settings ?? {}) as Record<string, unknown>;
  switch (field.type) {
    case 'date':
    case 'dateHour':
      return dateText(String(value));
    case 'number':
    case 'numericFormula':
    case 'nps':
      return `${typeof settings.prefix === 'string' && settings.prefix ? `${settings.prefix} ` : ''}${number(value)}`;
    case 'percent':
      return `${number(value)}%`;
    case 'currency':
      return number(value, {
        style: 'currency',
        currency: typeof settings.currency === 'string' ? settings.currency : 'BRL',
      });
    case 'choiceSingle':
    case 'selectBox':
    case 'thermometer':
      return optionName(field.options, value);
    case 'choiceMultiple':
      return Array.isArray(value) ? value.map((id) => optionName(field.options, id)).join(', ') : '';
    case 'according':
      return ctx.t(`forms.fill.according.${String(value)}`);
    case 'references':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'locationGps':
    case 'locationManual': {
      const place = value as { lat: number; lng: number; address?: string };
      const coordinates = `${place.lat}, ${place.lng}`;
      return place.address ? `${place.address} (${coordinates})` : coordinates;
    }
    case 'manualAsset':
    case 'manualClient':
    case 'manualEmployee':
    case 'manualProduct':
    case 'manualUnit':
      return Array.isArray(value) ? value.map(refName).join(', ') : refName(value);
    case 'autoData':
      return typeof value === 'string' ? dateText(value) : refName(value);
    case 'photo':
      return ctx.t('downloads.file.photos', { count: Array.isArray(value) ? value.length : 1 });
    case 'file':
    case 'video':
    case 'audio':
      return Array.isArray(value)
        ? (value as StoredFileRef[]).map((f) => f.name ?? f.fileId).join(', ')
        : ctx.t('downloads.file.files', { count: 1 });
    case 'signatureDrawn':
      return ctx.t('downloads.file.signature');
    case 'sketch':
      return ctx.t('downloads.file.drawing');
    case 'signatureTyped': {
      const signed = value as { name: string; document?: string };
      return signed.document ? `${signed.name} (${signed.document})` : signed.name;
    }
    case 'signaturePreRegistered': {
      const signed = value as { employeeId: string; signedAt?: string };
      const name = ctx.employeeName?.(signed.employeeId) ?? `#${signed.employeeId}`;
      const at = signed.signedAt ? ` ${dateText(signed.signedAt.slice(0, 16))}` : '';
      return `${ctx.t('downloads.file.signedBy', { name })}${at}`;
    }
    case 'budget': {
      const items = Array.isArray(value) ? (value as Array<{ amount: number; price: number }>) : [];
      const total = items.reduce((sum, item) => sum + item.amount * item.price, 0);
      const currency = typeof settings.currency === 'string' ? settings.currency : 'BRL';
      return ctx.t('downloads.file.budgetTotal', {
        count: items.length,
        total: number(total, { style: 'currency', currency }),
      });
    }
    case 'table':
      return ctx.t('downloads.file.rows', { count: Array.isArray(value) ? value.length : 0 });
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
