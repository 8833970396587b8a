import type { AnswerTextContext } from './fieldTypes/AnswerTextContext';
import type { CheckedField } from './fieldTypes/CheckedField';
import { formFieldType } from './fieldTypes/formFieldType';

export type { AnswerTextContext } from './fieldTypes/AnswerTextContext';

/**
 * A document's answer to one field as plain text, the same in every export (Excel cells, KML
 * descriptions, the PDF of the default document): options by name, dates as dd/MM/yyyy, numbers in the
 * locale, lookups by their record's name, files and photos counted, a table as its row count (the PDF
 * lays tables out itself). Empty answers are ''. Repeatable groups' copies are the caller's (an array of
 * copies is answered copy by copy, `Cópia n: …`). Each type's wording is its definition's
 * (src/runtime/forms/fieldTypes/<type>.ts).
 *
 * @example answerText({ type: 'choiceSingle', options: [{ id: 'a', name: 'Sim' }] }, 'a', ctx) // 'Sim'
 * answerText({ type: 'date' }, '2026-11-22', ctx) // '22/11/2026'
 */
export function answerText(field: CheckedField, value: unknown, ctx: AnswerTextContext): string {
  if (value === undefined || value === null || value === '') return '';
  return formFieldType(field).answerText(field, value, ctx);
}
