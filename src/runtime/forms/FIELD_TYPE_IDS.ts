/**
 * Every field type of a form model (spec 001 section 3), by its stable id. The form model schema
 * (schemas/forms/formModel.schema.json) enumerates the same strings; a test keeps the two equal.
 *
 * @example FIELD_TYPE_IDS.includes('numericFormula') // true
 */
export const FIELD_TYPE_IDS = [
  'choiceMultiple',
  'choiceSingle',
  'according',
  'thermometer',
  'selectBox',
  'textShort',
  'textMultiline',
  'textComposite',
  'email',
  'number',
  'currency',
  'percent',
  'date',
  'hour',
  'dateHour',
  'locationManual',
  'locationGps',
  'signatureDrawn',
  'signatureTyped',
  'signaturePreRegistered',
  'photo',
  'video',
  'audio',
  'file',
  'table',
  'budget',
  'textFormula',
  'numericFormula',
  'references',
  'sketch',
  'nps',
  'autoData',
  'manualEmployee',
  'manualClient',
  'manualUnit',
  'manualAsset',
  'manualProduct',
  'auxDescription',
  'auxTitle',
  'auxImage',
  'auxSeparator',
  'auxLink',
] as const;

export type FieldTypeId = (typeof FIELD_TYPE_IDS)[number];
