import type { FieldAnswer } from '../../../runtime/forms/fieldAnswers';

/**
 * Where an answer sits in the form, in words: its group, the copy of a repeatable group and the table
 * row and field ('Inspeção · Cópia 2', 'Equipamentos · Itens, linha 3').
 *
 * @example answerPlace(answer, t) // 'Inspeção · Itens, linha 3'
 */
export function answerPlace(
  answer: FieldAnswer,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const parts = [answer.group.name];
  if (answer.copy !== undefined) parts.push(t('forms.fill.copy', { copy: answer.copy + 1 }));
  if (answer.row !== undefined)
    parts.push(t('forms.fill.table.cellLabel', { column: answer.field.name, row: answer.row + 1 }));
  return parts.join(' · ');
}
