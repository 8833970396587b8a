import type { FieldOption, FormField, TableColumn, TableSettings } from '../FormModel';
import type { AdjustmentKind, AdjustmentPlace, ModelAdjustment } from './ModelAdjustment';
import { eachKey } from './eachKey';
import { pushAdjustment } from './pushAdjustment';
import { sameValue } from './sameValue';

/**
 * A field's properties and the adjustment each change is. `blockChange` and `reload` are the spec's
 * "block change on toggle" and "reload enabled" (001 §3 Field), named here for the model keys that will
 * carry them; any other key the diff does not know is a `field.property` naming it.
 */
const FIELD_PROPERTIES: Partial<Record<string, AdjustmentKind>> = {
  type: 'field.type',
  required: 'field.required',
  description: 'field.description',
  auxText: 'field.hint',
  score: 'field.score',
  rules: 'field.rules',
  formula: 'field.formula',
  mask: 'field.mask',
  charLimit: 'field.charLimit',
  blockChange: 'field.blockChange',
  reload: 'field.reload',
};
/** Compared on their own: the id (the match), the name (a rename), options and settings (finer kinds). */
const FIELD_OWN = new Set(['id', 'name', 'options', 'settings']);

const OPTION_PROPERTIES: Partial<Record<string, AdjustmentKind>> = {
  score: 'option.score',
  auxText: 'option.hint',
  actionPlans: 'option.actionPlans',
};

type Values = Record<string, unknown>;

function diffOptions(
  out: ModelAdjustment[],
  field: string,
  place: AdjustmentPlace,
  before: FieldOption[],
  after: FieldOption[],
): void {
  const old = new Map(before.map((option) => [option.id, option]));
  const now = new Set(after.map((option) => option.id));
  for (const option of after) {
    const at = { ...place, optionId: option.id, optionName: option.name };
    const path = `${field}/${option.id}`;
    const previous = old.get(option.id);
    if (!previous) {
      pushAdjustment(out, 'option.added', path, at, undefined, option);
      continue;
    }
    if (previous.name !== option.name)
      pushAdjustment(out, 'option.renamed', path, at, previous.name, option.name);
    eachKey(OPTION_PROPERTIES, previous, option, (key) => {
      if (key === 'id' || key === 'name') return;
      const [a, b] = [(previous as unknown as Values)[key], (option as unknown as Values)[key]];
      if (sameValue(a, b)) return;
      const kind = OPTION_PROPERTIES[key];
      if (kind) pushAdjustment(out, kind, path, at, a, b);
      else pushAdjustment(out, 'option.property', `${path}/${key}`, { ...at, property: key }, a, b);
    });
  }
  for (const option of before)
    if (!now.has(option.id))
      pushAdjustment(
        out,
        'option.removed',
        `${field}/${option.id}`,
        { ...place, optionId: option.id, optionName: option.name },
        option,
        undefined,
      );
  const kept = (options: FieldOption[], other: { has(id: string): boolean }) =>
    options.filter((option) => other.has(option.id)).map((option) => option.name);
  const oldOrder = before.filter((option) => now.has(option.id)).map((option) => option.id);
  const newOrder = after.filter((option) => old.has(option.id)).map((option) => option.id);
  if (oldOrder.join('\u0000') !== newOrder.join('\u0000'))
    pushAdjustment(out, 'field.optionsOrder', field, place, kept(before, now), kept(after, old));
}

const withoutName = (column: TableColumn) => ({ ...column, name: undefined });

function diffTable(
  out: ModelAdjustment[],
  field: string,
  place: AdjustmentPlace,
  before: TableSettings,
  after: TableSettings,
): void {
  const old = new Map((before.columns ?? []).map((column) => [column.id, column]));
  const now = new Set((after.columns ?? []).map((column) => column.id));
  for (const column of after.columns ?? []) {
    const at = { ...place, columnId: column.id, columnName: column.name };
    const path = `${field}/${column.id}`;
    const previous = old.get(column.id);
    if (!previous) pushAdjustment(out, 'column.added', path, at, undefined, column);
    else {
      if (previous.name !== column.name)
        pushAdjustment(out, 'column.renamed', path, at, previous.name, column.name);
      if (!sameValue(withoutName(previous), withoutName(column)))
        pushAdjustment(out, 'column.changed', path, at, previous, column);
    }
  }
  for (const column of before.columns ?? [])
    if (!now.has(column.id))
      pushAdjustment(
        out,
        'column.removed',
        `${field}/${column.id}`,
        { ...place, columnId: column.id, columnName: column.name },
        column,
        undefined,
      );
  if (!sameValue(before.results, after.results))
    pushAdjustment(out, 'table.results', field, place, before.results, after.results);
  const rest = (settings: TableSettings) => ({ ...settings, columns: undefined, results: undefined });
  if (!sameValue(rest(before), rest(after)))
    pushAdjustment(out, 'field.settings', field, place, rest(before), rest(after));
}

/**
 * The adjustments between two versions of one field (matched by id): renamed, each property changed,
 * options added, removed, renamed, re-scored or re-ordered, and a table's columns and results.
 *
 * @example diffField(out, oldTemp, { ...oldTemp, required: true }, place) // out: [{ id: 'field.required:temp', ... }]
 */
export function diffField(
  out: ModelAdjustment[],
  before: FormField,
  after: FormField,
  place: AdjustmentPlace,
): void {
  if (before === after) return;
  const id = after.id;
  if (before.name !== after.name) pushAdjustment(out, 'field.renamed', id, place, before.name, after.name);
  const old = before as unknown as Values;
  const now = after as unknown as Values;
  eachKey(FIELD_PROPERTIES, before, after, (key) => {
    if (FIELD_OWN.has(key) || sameValue(old[key], now[key])) return;
    const kind = FIELD_PROPERTIES[key];
    if (kind) pushAdjustment(out, kind, id, place, old[key], now[key]);
    else
      pushAdjustment(out, 'field.property', `${id}/${key}`, { ...place, property: key }, old[key], now[key]);
  });
  if (!sameValue(before.settings, after.settings)) {
    if (before.type === 'table' && after.type === 'table')
      diffTable(
        out,
        id,
        place,
        (before.settings ?? { columns: [] }) as unknown as TableSettings,
        (after.settings ?? { columns: [] }) as unknown as TableSettings,
      );
    else pushAdjustment(out, 'field.settings', id, place, before.settings, after.settings);
  }
  if (!sameValue(before.options, after.options))
    diffOptions(out, id, place, before.options ?? [], after.options ?? []);
}
