/** CreateActivitySettings: the task's fields as an object, validated by SalvarAtividade when created. */
export const createActivitySchema = {
  $id: 'campo:workflows/steps/createActivity',
  type: 'object',
  required: ['task'],
  additionalProperties: false,
  properties: {
    task: { type: 'object' },
  },
} as const;
