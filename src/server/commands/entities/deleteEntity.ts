import { sql } from 'kysely';
import schema from '../../../../schemas/commands/DeleteEntity.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { loadRecord } from '../../entities/loadRecord';
import { resolveEntity } from '../../entities/resolveEntity';

/**
 * DeleteEntity (ENTITY, ID, VERSION optional) → nothing; needs EDIT. A soft delete: the row stays for
 * history, leaves lists and lookups, and frees its unique values (a deleted client's CNPJ can be used again).
 */
export const deleteEntity = defineCommand<{ ENTITY: string; ID: number; VERSION?: number }>({
  name: 'DeleteEntity',
  params: schema,
  async handler(ctx, params) {
    const { entity, session } = await resolveEntity(ctx, params.ENTITY, 'EDIT');
    const trx = await ctx.transaction();
    const company = session.companyId;
    const current = await loadRecord(trx, company, entity, params.ID, { forUpdate: true });
    if (params.VERSION !== undefined && current.version !== params.VERSION)
      throw new CommandFailure('STALE_VERSION');
    await sql`delete from entity_unique_keys where company_id = ${company} and entity = ${entity.meta.name}
      and record_id = ${params.ID}`.execute(trx);
    await sql`update entity_records set deleted_at = now(), updated_at = now(), updated_by = ${session.userId},
      version = version + 1
      where company_id = ${company} and entity = ${entity.meta.name} and id = ${params.ID}`.execute(trx);
    ctx.inform(ctx.t('entities.deleted'));
  },
});
