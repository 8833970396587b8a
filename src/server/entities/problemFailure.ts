import type { TFunction } from 'i18next';
import { CommandFailure } from '../commands/CommandFailure';
import type { RecordProblem } from './checkRecords';

/** How many row problems the envelope's message lists before 'e mais N erros' (ROW_ERRORS has them all). */
const LISTED = 20;

function reason(t: TFunction, problem: RecordProblem): string {
  return t(`errors.${problem.code}`, { ...problem.vars, field: t(problem.label) });
}

/**
 * The refusal of a save with problems. One record: ENTITY_INVALID '<field>: <reason>' (DUPLICATE_VALUE,
 * SELF_PARENT... keep their own code) and FIELD_ERRORS [{field, message}]. Many rows: ENTITY_ROWS_INVALID
 * listing 'linha x, campo y: motivo' and ROW_ERRORS [{row, field, message}].
 *
 * @example throw problemFailure(ctx.t, problems, false);
 */
export function problemFailure(t: TFunction, problems: RecordProblem[], rows: boolean): CommandFailure {
  if (!rows) {
    const first = problems[0]!;
    const fieldErrors = problems.map((p) => ({ field: p.path, message: reason(t, p) }));
    const own = ['DUPLICATE_VALUE', 'SELF_PARENT', 'PARENT_CYCLE', 'LOOKUP_NOT_FOUND'].includes(first.code);
    return own
      ? new CommandFailure(
          first.code as never,
          { ...first.vars, field: t(first.label) },
          { answer: { FIELD_ERRORS: fieldErrors } },
        )
      : new CommandFailure(
          'ENTITY_INVALID',
          { field: t(first.label), reason: reason(t, first) },
          { answer: { FIELD_ERRORS: fieldErrors } },
        );
  }
  const rowErrors = problems.map((p) => ({
    row: p.row,
    field: t(p.label),
    path: p.path,
    message: reason(t, p),
  }));
  const lines = rowErrors
    .slice(0, LISTED)
    .map((e) => t('entities.rowError', { row: e.row, field: e.field, reason: e.message }));
  if (rowErrors.length > LISTED)
    lines.push(t('entities.moreRowErrors', { count: rowErrors.length - LISTED }));
  return new CommandFailure(
    'ENTITY_ROWS_INVALID',
    { errors: lines.join('; ') },
    { answer: { ROW_ERRORS: rowErrors } },
  );
}
