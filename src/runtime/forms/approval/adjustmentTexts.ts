import type { TFunction } from 'i18next';
import type { FormGroup, FormHeader, NumericFormula } from '../FormModel';
import type { AdjustmentKind, AdjustmentPosition, ModelAdjustment } from './ModelAdjustment';
import { isUnset } from './isUnset';

type Text = (adjustment: ModelAdjustment, t: TFunction) => string;

const K = 'modelAdjustments';
const HEADER_ITEMS = ['title', 'client', 'unit', 'asset', 'project'] as const;

/** The names the place gives, for interpolation: `{{group}}`, `{{field}}`, `{{option}}`, `{{column}}`. */
function names(a: ModelAdjustment) {
  const p = a.place;
  return {
    group: p.groupName,
    field: p.fieldName,
    option: p.optionName,
    column: p.columnName,
    property: p.property,
  };
}

/** A property's value as a form owner reads it: "text", a number, or '(vazio)'. */
function shown(value: unknown, t: TFunction): string {
  if (isUnset(value)) return t(`${K}.empty`);
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A formula as its author wrote it: the expression, the text template, the fixed value, the logic. */
function formulaText(formula: unknown, t: TFunction): string {
  const f = formula as NumericFormula | { mode: 'text'; template: string } | undefined;
  if (!f || isUnset(f)) return t(`${K}.empty`);
  if (f.mode === 'numeric') return f.expression;
  if (f.mode === 'text') return f.template;
  if (f.mode === 'fixed') return String(f.value);
  return JSON.stringify(f.logic);
}

function headerText(header: unknown, t: TFunction): string {
  const on = HEADER_ITEMS.filter((item) => (header as FormHeader | undefined)?.[item]);
  return on.length ? on.map((item) => t(`forms.editor.header.${item}`)).join(', ') : t(`${K}.empty`);
}

function copiesText(copies: unknown, t: TFunction): string {
  const c = copies as { repeatable: boolean; maxCopies?: number };
  if (!c.repeatable) return t(`${K}.group.noCopies`);
  return c.maxCopies ? t(`${K}.group.copiesUpTo`, { max: c.maxCopies }) : t(`${K}.group.copiesAny`);
}

const position = (value: unknown) => (value as AdjustmentPosition).position;

/** On/off texts (`<key>On` / `<key>Off`) for a flag, by its new value. */
const toggle =
  (key: string): Text =>
  (a, t) =>
    t(`${K}.${key}${isUnset(a.after) ? 'Off' : 'On'}`, names(a));

/** Added / removed / changed texts for a property that may be set or cleared (rules). */
const setOrCleared =
  (key: string): Text =>
  (a, t) => {
    const which = isUnset(a.before) ? 'Added' : isUnset(a.after) ? 'Removed' : 'Changed';
    return t(`${K}.${key}${which}`, names(a));
  };

/** A text with the before and after values shown by `show`. */
const fromTo =
  (key: string, show: (value: unknown, t: TFunction) => string = shown): Text =>
  (a, t) =>
    t(`${K}.${key}`, { ...names(a), before: show(a.before, t), after: show(a.after, t) });

/** A text naming only the place. */
const plain =
  (key: string): Text =>
  (a, t) =>
    t(`${K}.${key}`, names(a));

const plainName = (value: unknown) => String(value ?? '');

/** One text per adjustment kind (keys under `modelAdjustments` in metadata/i18n). */
export const ADJUSTMENT_TEXTS: Record<AdjustmentKind, Text> = {
  'model.renamed': fromTo('model.renamed', plainName),
  'model.header': fromTo('model.header', headerText),
  'model.mainField': fromTo('model.mainField', (value, t) =>
    value ? `"${(value as { name: string }).name}"` : t(`${K}.empty`),
  ),
  'model.score': toggle('model.score'),
  'model.globals': plain('model.globals'),
  'model.alerts': plain('model.alerts'),
  'model.webhook': plain('model.webhook'),
  'model.workflow': plain('model.workflow'),
  'model.exports': plain('model.exports'),
  'model.property': plain('model.property'),
  'group.added': (a, t) =>
    t(`${K}.group.added`, { ...names(a), count: (a.after as FormGroup).fields.length }),
  'group.removed': plain('group.removed'),
  'group.moved': (a, t) =>
    t(`${K}.group.moved`, { ...names(a), before: position(a.before), after: position(a.after) }),
  'group.renamed': fromTo('group.renamed', plainName),
  'group.required': toggle('group.required'),
  'group.rules': setOrCleared('group.rules'),
  'group.copies': fromTo('group.copies', copiesText),
  'group.property': plain('group.property'),
  'field.added': plain('field.added'),
  'field.removed': plain('field.removed'),
  'field.moved': (a, t) => {
    const [from, to] = [a.before as AdjustmentPosition, a.after as AdjustmentPosition];
    if (from.groupId !== to.groupId)
      return t(`${K}.field.movedToGroup`, { ...names(a), before: from.groupName, after: to.groupName });
    return t(`${K}.field.moved`, { ...names(a), before: from.position, after: to.position });
  },
  'field.renamed': fromTo('field.renamed', plainName),
  'field.type': fromTo('field.type', (type, t) => t(`fieldTypes.${String(type)}`)),
  'field.required': toggle('field.required'),
  'field.description': fromTo('field.description'),
  'field.hint': fromTo('field.hint'),
  'field.score': (a, t) => {
    if (isUnset(a.after)) return t(`${K}.field.scoreOff`, names(a));
    if (isUnset(a.before)) return t(`${K}.field.scoreOn`, { ...names(a), after: shown(a.after, t) });
    return fromTo('field.score')(a, t);
  },
  'field.rules': setOrCleared('field.rules'),
  'field.formula': fromTo('field.formula', formulaText),
  'field.mask': fromTo('field.mask', (mask, t) =>
    isUnset(mask)
      ? t('forms.editor.mask.none')
      : t(`forms.editor.mask.${String(mask)}`, { defaultValue: String(mask) }),
  ),
  'field.charLimit': fromTo('field.charLimit'),
  'field.settings': plain('field.settings'),
  'field.blockChange': toggle('field.blockChange'),
  'field.reload': toggle('field.reload'),
  'field.optionsOrder': plain('field.optionsOrder'),
  'field.property': plain('field.property'),
  'option.added': plain('option.added'),
  'option.removed': plain('option.removed'),
  'option.renamed': fromTo('option.renamed', plainName),
  'option.score': fromTo('option.score'),
  'option.hint': fromTo('option.hint'),
  'option.actionPlans': plain('option.actionPlans'),
  'option.property': plain('option.property'),
  'column.added': plain('column.added'),
  'column.removed': plain('column.removed'),
  'column.renamed': fromTo('column.renamed', plainName),
  'column.changed': plain('column.changed'),
  'table.results': plain('table.results'),
};
