import { sql } from 'kysely';
import schema from '../../../../schemas/commands/SaveEntity.schema.json';
import { searchTextOf } from '../../entities/searchTextOf';
import { dropStaleCoordinates } from '../../entities/dropStaleCoordinates';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { checkRecords } from '../../entities/checkRecords';
import { loadRecord } from '../../entities/loadRecord';
import { problemFailure } from '../../entities/problemFailure';
import { recordItem, type StoredRow } from '../../entities/recordItem';
import { resolveEntity } from '../../entities/resolveEntity';
import { claimUnique, insertRecords } from '../../entities/writeRecords';

interface Params {
  ENTITY: string;
  DATA: Record<string, unknown>;
  ID?: number;
  VERSION?: number;
}

/**
 * SaveEntity (ENTITY, DATA, ID + VERSION to replace) → ID, VERSION, ITEM; needs EDIT. Replacing checks
 * the version read: another save in between makes it STALE_VERSION and nothing is written.
 */
export const saveEntity = defineCommand<Params>({
  name: 'SaveEntity',
  params: schema,
  async handler(ctx, params) {
    const { entity, session } = await resolveEntity(ctx, params.ENTITY, 'EDIT');
    const trx = await ctx.transaction();
    const company = session.companyId;
    let stored: Record<string, unknown> | undefined;
    if (params.ID !== undefined) {
      const current = await loadRecord(trx, company, entity, params.ID, { forUpdate: true });
      if (current.version !== params.VERSION) throw new CommandFailure('STALE_VERSION');
      stored = typeof current.data === 'string' ? JSON.parse(current.data) : current.data;
    }
    const { data, unique, problems } = await checkRecords(trx, company, entity, [params.DATA], params.ID);
    if (problems.length) throw problemFailure(ctx.t, problems, false);
    const record = stored ? dropStaleCoordinates(entity, stored, data[0]!) : data[0]!;
    const t = (key: string) => ctx.t(key);
    let saved: StoredRow;
    if (params.ID === undefined) {
      [saved] = (await insertRecords(trx, company, session.userId, entity, [record], unique, t)) as [
        StoredRow,
      ];
    } else {
      // The record is locked (loadRecord forUpdate): its unique keys, then the row.
      await sql`delete from entity_unique_keys where company_id = ${company} and entity = ${entity.meta.name}
        and record_id = ${params.ID}`.execute(trx);
      await claimUnique(trx, company, entity, [{ id: params.ID, values: unique[0]! }], t);
      const updated = await sql<StoredRow>`
        update entity_records set data = ${JSON.stringify(record)}::jsonb, search_text = ${searchTextOf(entity, record)},
          version = version + 1, updated_at = now(), updated_by = ${session.userId}
        where company_id = ${company} and entity = ${entity.meta.name} and id = ${params.ID}
          and version = ${params.VERSION} and deleted_at is null
        returning id, version, data, created_at, updated_at`.execute(trx);
      if (!updated.rows[0]) throw new CommandFailure('STALE_VERSION');
      saved = updated.rows[0];
    }
    ctx.inform(ctx.t('entities.saved'));
    return { ID: Number(saved.id), VERSION: saved.version, ITEM: recordItem(saved) };
  },
});
