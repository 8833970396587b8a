/** DecisionSettings; too few paths or no default is a check's problem, not a schema error. */
export const decisionSchema = {
  $id: 'campo:workflows/steps/decision',
  type: 'object',
  required: ['paths', 'defaultPathId'],
  additionalProperties: false,
  properties: {
    paths: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'rule', 'next'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1 },
          name: { type: 'string' },
          rule: { type: ['object', 'null'] },
          next: { type: ['string', 'null'] },
        },
      },
    },
    defaultPathId: { type: ['string', 'null'] },
  },
} as const;
