/** DocumentFillSettings; an empty assignee, deadline or group list is a check's problem, not a schema error. */
export const documentFillSchema = {
  $id: 'campo:workflows/steps/documentFill',
  type: 'object',
  required: ['assignee', 'deadlineHours', 'groups'],
  additionalProperties: false,
  properties: {
    assignee: {
      type: ['object', 'null'],
      required: ['kind'],
      additionalProperties: false,
      properties: {
        kind: { enum: ['previousPerson', 'people', 'fieldValue', 'groups'] },
        ids: { type: 'array', items: { type: 'integer' }, uniqueItems: true },
        squadIds: { type: 'array', items: { type: 'integer' }, uniqueItems: true },
        fieldId: { type: 'string' },
      },
    },
    deadlineHours: { type: ['number', 'null'], minimum: 0 },
    groups: { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true },
  },
} as const;
