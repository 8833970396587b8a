/** SendSurveySettings: `fieldOption` needs the field. */
export const sendSurveySchema = {
  $id: 'campo:workflows/steps/sendSurvey',
  type: 'object',
  required: ['to'],
  additionalProperties: false,
  properties: {
    to: { enum: ['headerClient', 'fieldOption'] },
    fieldId: { type: 'string', minLength: 1 },
    formId: { type: 'integer', minimum: 1 },
  },
  if: { properties: { to: { const: 'fieldOption' } } },
  then: { required: ['fieldId'] },
} as const;
