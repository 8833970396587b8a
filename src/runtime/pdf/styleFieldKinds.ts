import type { FieldTypeId } from '../forms/FIELD_TYPE_IDS';
import type { StyleOperator } from './PdfLayout';

/** How a field styling rule compares an answer (spec 001 §3 "Field styling rule"). */
export type StyleFieldKind = 'text' | 'number' | 'date' | 'dateHour' | 'hour' | 'choice';

/**
 * The styling kind of every field type, or null when its answers cannot be styled (media, signatures,
 * tables, auxiliary content...). A Record over every type id: a new field type does not compile until
 * it says whether rules apply to it.
 *
 * @example STYLE_FIELD_KINDS.currency // 'number'
 */
export const STYLE_FIELD_KINDS: Readonly<Record<FieldTypeId, StyleFieldKind | null>> = {
  textShort: 'text',
  textMultiline: 'text',
  textComposite: 'text',
  email: 'text',
  textFormula: 'text',
  number: 'number',
  currency: 'number',
  percent: 'number',
  numericFormula: 'number',
  nps: 'number',
  date: 'date',
  dateHour: 'dateHour',
  hour: 'hour',
  choiceSingle: 'choice',
  choiceMultiple: 'choice',
  selectBox: 'choice',
  according: 'choice',
  thermometer: 'choice',
  locationManual: null,
  locationGps: null,
  signatureDrawn: null,
  signatureTyped: null,
  signaturePreRegistered: null,
  photo: null,
  video: null,
  audio: null,
  file: null,
  table: null,
  budget: null,
  references: null,
  sketch: null,
  autoData: null,
  manualEmployee: null,
  manualClient: null,
  manualUnit: null,
  manualAsset: null,
  manualProduct: null,
  auxDescription: null,
  auxTitle: null,
  auxImage: null,
  auxSeparator: null,
  auxLink: null,
};

const TEXTUAL: readonly StyleOperator[] = [
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'startsWith',
  'endsWith',
  'filled',
  'empty',
];
const ORDERED = (before: StyleOperator, after: StyleOperator): readonly StyleOperator[] => [
  'equals',
  'notEquals',
  before,
  after,
  'between',
  'filled',
  'empty',
];

/**
 * The operators a rule may use on each kind: texts and selections (the chosen option's label) compare as
 * text, numbers by size, dates and hours in time.
 *
 * @example STYLE_OPERATORS.date.includes('after') // true
 */
export const STYLE_OPERATORS: Readonly<Record<StyleFieldKind, readonly StyleOperator[]>> = {
  text: TEXTUAL,
  choice: TEXTUAL,
  number: ORDERED('greater', 'less'),
  date: ORDERED('after', 'before'),
  dateHour: ORDERED('after', 'before'),
  hour: ORDERED('after', 'before'),
};
