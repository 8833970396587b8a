/** SendEmailSettings; a repeated or malformed address fails the schema (spec 001 §5: rejected). */
export const sendEmailSchema = {
  $id: 'campo:workflows/steps/sendEmail',
  type: 'object',
  required: [
    'destinations',
    'fieldIds',
    'subject',
    'text',
    'sendFinishedForm',
    'sendFillLink',
    'copyToClient',
    'readReceipt',
    'mainFieldInSubject',
  ],
  additionalProperties: false,
  properties: {
    destinations: { type: 'array', items: { type: 'string', format: 'email' }, uniqueItems: true },
    fieldIds: { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true },
    subject: { type: 'string' },
    text: { type: 'string' },
    sendFinishedForm: { type: 'boolean' },
    sendFillLink: { type: 'boolean' },
    copyToClient: { type: 'boolean' },
    readReceipt: { type: 'boolean' },
    mainFieldInSubject: { type: 'boolean' },
  },
} as const;
