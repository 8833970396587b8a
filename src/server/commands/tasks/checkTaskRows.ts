import type { ErrorObject } from 'ajv';
import type { CommandContext } from '../CommandContext';
import { CommandFailure } from '../CommandFailure';
import type { RecordProblem } from '../../entities/checkRecords';
import { problemFailure } from '../../entities/problemFailure';

/** Where a row's value sits in the checked object (a recurrent row nests ATIVIDADE and RECORRENCIA). */
function fieldOf(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string };
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required' && params.missingProperty) segments.push(params.missingProperty);
  if (segments[0] === 'RECORRENCIA') return 'recurrence';
  if (segments[0] === 'ATIVIDADE') segments.shift();
  return segments[0] ?? '';
}

function problemOf(row: number, field: string, code: string, vars?: Record<string, unknown>): RecordProblem {
  return { row, path: field, label: field ? `taskForm.fields.${field}` : 'taskMultiple.task', code, vars };
}

/**
 * The rows of a bulk task command, each checked on its own: first against `schemaId` (the single
 * command's schema, so a row missing its title says so with its number), then by `check`, the single
 * command's own checks (prepareNewTask, prepareRecurrentTask), whose refusals name their FIELD. Resolves
 * with every row's result only when all passed; otherwise throws ENTITY_ROWS_INVALID with each row's
 * problems (ROW_ERRORS [{row, field, path, message}], row 1 the first sent) and nothing is written.
 *
 * @example const tasks = await checkTaskRows(ctx, rows, 'campo:commands/SalvarAtividade#/properties/ATIVIDADE', (row) => prepareNewTask(...));
 */
export async function checkTaskRows<Row, Checked>(
  ctx: CommandContext,
  rows: unknown[],
  schemaId: string,
  check: (row: Row) => Promise<Checked>,
): Promise<Checked[]> {
  const validate = ctx.metadata.ajv.getSchema(schemaId);
  if (!validate) throw new Error(`schema ${schemaId} not loaded`);
  const problems: RecordProblem[] = [];
  const checked: Checked[] = [];
  for (const [index, row] of rows.entries()) {
    if (!validate(row)) {
      const error = validate.errors![0]!;
      problems.push(
        problemOf(
          index + 1,
          fieldOf(error),
          error.keyword === 'required' ? 'REQUIRED_FIELD' : 'INVALID_VALUE',
        ),
      );
      continue;
    }
    try {
      checked.push(await check(row as Row));
    } catch (error) {
      if (!(error instanceof CommandFailure)) throw error;
      const field = error.options.answer?.FIELD;
      problems.push(problemOf(index + 1, typeof field === 'string' ? field : '', error.code, error.vars));
    }
  }
  if (problems.length) throw problemFailure(ctx.t, problems, true);
  return checked;
}
