import { sql } from 'kysely';
import schema from '../../../../schemas/commands/ConsultarAtividadeRecorrente.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/** How many generated tasks the answer lists, newest occurrence first. */
const OCCURRENCES_LISTED = 500;

/**
 * ConsultarAtividadeRecorrente {ID} → RECORRENTE {id, version, active, generatedUntil, ATIVIDADE (as
 * saved), RECORRENCIA (the rule with baseDate and expiryDays), utcOffset} and OCORRENCIAS [{id, date,
 * status}] (the generated tasks, newest first, up to 500); TASK VIEW. Stopped templates are readable;
 * another company's is ENTITY_NOT_FOUND.
 */
export const consultarAtividadeRecorrente = defineCommand<{ ID: number }>({
  name: 'ConsultarAtividadeRecorrente',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const row = await trx
      .selectFrom('recurrent_tasks')
      .select(['id', 'version', 'active', 'template', 'rule', 'utc_offset'])
      .select(sql<string | null>`generated_until::text`.as('generated_until'))
      .where('company_id', '=', session.companyId)
      .where('id', '=', params.ID)
      .executeTakeFirst();
    if (!row) throw new CommandFailure('ENTITY_NOT_FOUND');
    const occurrences = await trx
      .selectFrom('tasks')
      .select(['id', 'status'])
      .select(sql<string>`occurrence_date::text`.as('date'))
      .where('company_id', '=', session.companyId)
      .where('recurrent_id', '=', row.id)
      .orderBy('occurrence_date', 'desc')
      .limit(OCCURRENCES_LISTED)
      .execute();
    return {
      RECORRENTE: {
        id: row.id,
        version: row.version,
        active: row.active,
        generatedUntil: row.generated_until,
        utcOffset: row.utc_offset,
        ATIVIDADE: row.template,
        RECORRENCIA: row.rule,
      },
      OCORRENCIAS: occurrences,
    };
  },
});
