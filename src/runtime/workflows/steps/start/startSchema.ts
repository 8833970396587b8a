/** The start step has no settings: it only points at the first step. */
export const startSchema = {
  $id: 'campo:workflows/steps/start',
  type: 'object',
  additionalProperties: false,
} as const;
