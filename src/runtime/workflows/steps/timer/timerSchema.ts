/** TimerSettings: whole hours and minutes (0-59). */
export const timerSchema = {
  $id: 'campo:workflows/steps/timer',
  type: 'object',
  required: ['hours', 'minutes'],
  additionalProperties: false,
  properties: {
    hours: { type: 'integer', minimum: 0 },
    minutes: { type: 'integer', minimum: 0, maximum: 59 },
  },
} as const;
