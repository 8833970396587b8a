import { sql } from 'kysely';
import type { AccessSubject } from '../../access/AccessSubject';
import { checkCommandAccess } from '../../access/checkCommandAccess';
import { entitiesOf } from '../../entities/entitiesOf';
import { EXTERNAL_LOOKUPS } from './externalLookups';
import type { EntityRuntime } from '../../entities/EntityRuntime';
import type { CommandContext } from '../CommandContext';
import { requireSession } from '../requireSession';

/** Field key → referenced id → the referenced record's display text. */
export type LookupLabels = Record<string, Record<string, string>>;

/**
 * The display text of every record the items' lookup fields point at, read with one query per
 * referenced entity, so a list page shows names without one GetEntity per cell. Only entities the
 * caller may VIEW are resolved (others stay ids, as GetEntity would refuse them); deleted records keep
 * their last name (a unit still shows its old client).
 *
 * Reads through ctx.db, in no transaction. The caller's access subject comes from resolveEntity, so it
 * is not loaded twice.
 *
 * @example const LABELS = await lookupLabels(ctx, unit, subject, items); // { client: { '12': 'Ótica Âmbar' } }
 */
export async function lookupLabels(
  ctx: CommandContext,
  entity: EntityRuntime,
  subject: AccessSubject,
  items: Array<Record<string, unknown>>,
): Promise<LookupLabels> {
  const session = requireSession(ctx);
  const lookups = [...entity.fields.values()].filter(
    (f) => f.type === 'lookup' && f.entity && f.displayField,
  );
  if (!lookups.length || !items.length) return {};
  const entities = entitiesOf(ctx.metadata);
  const labels: LookupLabels = {};
  for (const field of lookups) {
    const ids = new Set<number>();
    for (const item of items)
      for (const value of [item[field.key]].flat()) if (Number.isInteger(value)) ids.add(value as number);
    if (!ids.size) continue;
    const external = EXTERNAL_LOOKUPS[field.entity!];
    if (external) {
      const { items: found } = await external(ctx, { ids: [...ids] }, subject);
      labels[field.key] = Object.fromEntries(found.map((o) => [String(o.id), o.name]));
      continue;
    }
    const target = entities.get(field.entity!);
    if (!target) continue;
    const functionality = target.meta.commandFunctionality ?? target.meta.functionality;
    if (checkCommandAccess({ access: 'user', functionality, level: 'VIEW' }, session, subject)) continue;
    const found = await sql<{ id: string; label: string | null }>`
      select id::text as id, data->>${field.displayField!} as label from entity_records
      where company_id = ${session.companyId} and entity = ${target.meta.name}
        and id in (${sql.join([...ids])})`.execute(ctx.db);
    labels[field.key] = Object.fromEntries(found.rows.map((r) => [r.id, r.label ?? r.id]));
  }
  return labels;
}
