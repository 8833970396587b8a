import type { CommandFn } from '../../../runtime/protocol/CommandFn';
import type { TaskFields, TaskResponsible } from '../../../runtime/tasks/TaskFields';
import { parseSheetDate } from '../../../runtime/tasks/parseSheetDate';
import { parseSheetHour } from '../../../runtime/tasks/parseSheetHour';
import type { PreviewRow } from '../../components/spreadsheet/PreviewRow';
import type { RowError } from '../../components/spreadsheet/RowError';
import type { NamedOption } from '../../../runtime/controllers/taskForm/NamedOption';
import type { TaskSheetColumn } from './taskSheetColumns';

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** What resolving needs: the forms and squads already listed, the command door, texts and title fields. */
export interface ResolveContext {
  forms: NamedOption[];
  squads: NamedOption[];
  command: CommandFn;
  t: Translate;
  titleFields: { client: string; unit: string };
}

/** Names compare without case, accents or repeated spaces. */
const key = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

const YES = ['sim', 's', 'x', '1', 'true', 'yes', 'y'];
const NO = ['nao', 'n', '0', 'false', 'no', ''];
const RECURRENCE_TYPES = ['weekly', 'monthly', 'yearly', 'custom'] as const;
const PERIODS = ['days', 'weeks', 'months'] as const;

/** The records of an entity named exactly `name` (ListEntities' search, then an exact comparison). */
async function recordsNamed(ctx: ResolveContext, entity: string, field: string, name: string) {
  const answer = await ctx.command<{ ITEMS: Array<Record<string, unknown> & { id: number }> }>(
    'ListEntities',
    {
      ENTITY: entity,
      SEARCH: name,
      PAGE: 1,
      PAGE_SIZE: 50,
      ...(entity === 'unit' ? { FOR_FILLING: true } : {}),
    },
    { silentOnSuccess: true },
  );
  return answer.ITEMS.filter((r) => key(String(r[field] ?? '')) === key(name)).map((r) => r.id);
}

/**
 * The create-multiple rows as command items, names resolved to ids in the page (the commands keep
 * SalvarAtividade's ids, so the sheet's names stay a page concern and an ambiguous name can be fixed in
 * the grid): forms among the listed ones, responsibles among employees (ListEntities `employee`) then
 * squads, clients and units by exact name; dates dd/MM/yyyy, hours HH:mm. Problems come back as row errors
 * in the server's format, and then nothing is sent.
 *
 * @example const { items, errors } = await resolveTaskRows(rows, false, ctx);
 */
export async function resolveTaskRows(
  rows: PreviewRow[],
  recurrent: boolean,
  ctx: ResolveContext,
): Promise<{ items: Array<Record<string, unknown>>; errors: RowError[] }> {
  const { t } = ctx;
  const errors: RowError[] = [];
  const cache = new Map<string, Promise<number[]>>();
  const named = (kind: string, name: string, find: () => Promise<number[]>) => {
    const k = `${kind}:${key(name)}`;
    if (!cache.has(k)) cache.set(k, find());
    return cache.get(k)!;
  };
  const items: Array<Record<string, unknown>> = [];
  for (const row of rows) {
    const cell = (path: TaskSheetColumn) => String(row[path] ?? '').trim();
    const fail = (path: TaskSheetColumn, message: string) => {
      errors.push({ row: row.id, field: t(`taskMultiple.columns.${path}`), path, message });
      return undefined;
    };
    const required = (path: TaskSheetColumn) => cell(path) || fail(path, t('errors.REQUIRED_FIELD'));
    const one = (path: TaskSheetColumn, ids: number[]) =>
      ids.length === 1
        ? ids[0]
        : fail(
            path,
            t(ids.length ? 'taskMultiple.ambiguous' : 'taskMultiple.notFound', { name: cell(path) }),
          );
    const date = (path: TaskSheetColumn) =>
      cell(path) ? (parseSheetDate(cell(path)) ?? fail(path, t('taskMultiple.invalidDate'))) : undefined;
    const hour = (path: TaskSheetColumn) =>
      cell(path) ? (parseSheetHour(cell(path)) ?? fail(path, t('taskMultiple.invalidHour'))) : undefined;
    const integer = (path: TaskSheetColumn) =>
      /^\d+$/.test(cell(path)) ? Number(cell(path)) : fail(path, t('taskMultiple.invalidNumber'));
    const choice = <T extends string>(path: TaskSheetColumn, codes: readonly T[], label: (c: T) => string) =>
      codes.find((c) => key(cell(path)) === key(c) || key(cell(path)) === key(label(c))) ??
      fail(path, t('taskMultiple.invalidOption', { options: codes.map(label).join(', ') }));

    const title = required('title');
    const formName = required('form');
    const formId = formName
      ? one(
          'form',
          ctx.forms.filter((f) => key(f.name) === key(formName)).map((f) => f.id),
        )
      : undefined;
    const responsibleName = required('responsible');
    let responsible: TaskResponsible | undefined;
    if (responsibleName) {
      const employees = await named('employee', responsibleName, () =>
        recordsNamed(ctx, 'employee', 'name', responsibleName),
      );
      const squads = ctx.squads.filter((s) => key(s.name) === key(responsibleName)).map((s) => s.id);
      const id = one('responsible', employees.length ? employees : squads);
      if (id !== undefined) responsible = { kind: employees.length ? 'employee' : 'squad', id };
    }
    const startDate = required('startDate') && date('startDate');
    const startHour = hour('startHour');
    const dueHour = hour('dueHour');
    const dueDate = recurrent ? undefined : date('dueDate');
    const lookup = async (path: 'client' | 'unit') => {
      const name = cell(path);
      if (!name) return null;
      return (
        one(path, await named(path, name, () => recordsNamed(ctx, path, ctx.titleFields[path], name))) ?? null
      );
    };
    const clientId = await lookup('client');
    const unitId = await lookup('unit');
    const urgentText = key(cell('urgent'));
    const urgent =
      YES.includes(urgentText) || urgentText === key(t('taskMultiple.yes'))
        ? true
        : NO.includes(urgentText) || urgentText === key(t('taskMultiple.no'))
          ? false
          : fail(
              'urgent',
              t('taskMultiple.invalidOption', {
                options: `${t('taskMultiple.yes')}, ${t('taskMultiple.no')}`,
              }),
            );

    const task: Partial<TaskFields> = {
      title,
      formId,
      responsible,
      startDate: startDate || undefined,
      ...(startHour ? { startHour } : {}),
      ...(dueHour ? { dueHour } : {}),
      ...(dueDate ? { dueDate } : {}),
      clientId,
      unitId,
      instructions: cell('instructions'),
      urgent: urgent ?? false,
    };
    if (!recurrent) {
      items.push(task);
      continue;
    }
    const type = cell('recurrenceType')
      ? choice('recurrenceType', RECURRENCE_TYPES, (c) => t(`taskMultiple.recurrenceTypes.${c}`))
      : fail('recurrenceType', t('errors.REQUIRED_FIELD'));
    const rule: Record<string, unknown> = { recurrenceType: type };
    if (type === 'weekly')
      rule.weekdays =
        weekdaysOf(cell('weekdays'), t) ??
        fail('weekdays', t('taskMultiple.invalidOption', { options: weekdayNames(t) }));
    if (type === 'monthly') rule.monthDay = integer('monthDay');
    if (type === 'yearly')
      rule.yearDate = yearDateOf(cell('yearDate')) ?? fail('yearDate', t('taskMultiple.invalidDate'));
    if (type === 'custom') {
      rule.customInterval = integer('customInterval');
      rule.periodType = choice('periodType', PERIODS, (p) => t(`taskForm.periods.${p}`));
    }
    rule.expiryDays = cell('expiryDays') ? integer('expiryDays') : 0;
    items.push({ ATIVIDADE: task, RECORRENCIA: rule });
  }
  return { items, errors };
}

const weekdayNames = (t: Translate) =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => t(`taskForm.weekdaysShort.${d}`)).join(', ');

/** "seg, qua", "segunda e quarta" or "1,3" as weekday numbers (0 Sunday); null when a part is unknown. */
function weekdaysOf(text: string, t: Translate): number[] | null {
  const parts = key(text)
    .split(/[,;/\s]+|\se\s/)
    .filter((p) => p && p !== 'e' && p !== 'and');
  if (!parts.length) return null;
  const days = parts.map((part) => {
    if (/^[0-6]$/.test(part)) return Number(part);
    const day = [0, 1, 2, 3, 4, 5, 6].find((d) => {
      const full = key(t(`taskForm.weekdays.${d}`));
      return part === key(t(`taskForm.weekdaysShort.${d}`)) || (part.length >= 3 && full.startsWith(part));
    });
    return day ?? -1;
  });
  return days.includes(-1) ? null : [...new Set(days)].sort();
}

/** "25/12", "25/12/2026" or an xlsx date "2026-12-25" as the yearly date `MM-DD`. */
function yearDateOf(text: string): string | null {
  const short = /^(\d{1,2})\/(\d{1,2})$/.exec(text.trim());
  const full = short ? parseSheetDate(`${short[1]}/${short[2]}/2024`) : parseSheetDate(text);
  return full ? full.slice(5) : null;
}
