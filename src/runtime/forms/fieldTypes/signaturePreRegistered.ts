import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { dateText } from './shared/dateText';
import { noValueErrors } from './shared/noValueErrors';

/** A registered employee's signature: who signed, and when. */
export const signaturePreRegistered: FormFieldTypeDefinition = {
  answerText: (_field, value, ctx) => {
    const signed = value as { employeeId: string; signedAt?: string };
    const name = ctx.employeeName?.(signed.employeeId) ?? `#${signed.employeeId}`;
    const at = signed.signedAt ? ` ${dateText(signed.signedAt.slice(0, 16))}` : '';
    return `${ctx.t('downloads.file.signedBy', { name })}${at}`;
  },
  valueErrors: noValueErrors,
};
