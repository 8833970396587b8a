/** RedirectSettings; a missing or later target is a check's problem, not a schema error. */
export const redirectSchema = {
  $id: 'campo:workflows/steps/redirect',
  type: 'object',
  required: ['target'],
  additionalProperties: false,
  properties: {
    target: { type: ['string', 'null'] },
  },
} as const;
