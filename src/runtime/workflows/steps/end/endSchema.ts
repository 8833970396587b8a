/** The end step has no settings. */
export const endSchema = {
  $id: 'campo:workflows/steps/end',
  type: 'object',
  additionalProperties: false,
} as const;
