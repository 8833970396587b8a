import { sql, type Transaction } from 'kysely';
import { insertRecords } from '../entities/writeRecords';
import { entitiesOf } from '../entities/entitiesOf';
import { loadServerMetadata } from '../metadata/loadServerMetadata';
import type { Database } from '../db/Database';
import { demoAddress } from './demoAddress';
import { DEMO_ASSET_TYPES } from './demoAssetTypes';
import { demoClient } from './demoClient';
import { DEMO_ITEM_FAMILIES } from './demoItemFamilies';
import { DEMO_ITEMS } from './demoItems';
import { uniqueValuesOf } from '../entities/uniqueValuesOf';
import { PROJECT_ROOT } from '../projectRoot';

type Trx = Transaction<Database>;

/**
 * Gives the Demo company a believable sample so a newcomer sees a living product: 40 clients (companies
 * and persons, valid CNPJs/CPFs, addresses with coordinates in Brazilian cities), 24 units (3 disabled),
 * asset types with attribute groups, assets, squads with the demo users, item families and items.
 * Idempotent: skipped when Demo already has entity records.
 *
 * @example await seedDemoEntities(trx);
 */
export async function seedDemoEntities(trx: Trx): Promise<void> {
  const demo = await trx.selectFrom('companies').select('id').where('name', '=', 'Demo').executeTakeFirst();
  if (!demo) return;
  const company = demo.id;
  const has = await sql<{
    n: number;
  }>`select count(*)::int as n from entity_records where company_id = ${company}`.execute(trx);
  if (has.rows[0]!.n) return;
  const owner = await trx
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', company)
    .orderBy('id')
    .execute();
  const entities = entitiesOf(loadServerMetadata(PROJECT_ROOT));
  const save = async (name: string, rows: Array<Record<string, unknown>>) => {
    const entity = entities.get(name)!;
    const unique = rows.map((row) => uniqueValuesOf(entity, row));
    const created = await insertRecords(trx, company, owner[0]!.id, entity, rows, unique, (k) => k);
    return created.map((c) => Number(c.id));
  };

  const clients = await save(
    'client',
    Array.from({ length: 40 }, (_, i) => demoClient(i)),
  );
  const units = await save(
    'unit',
    Array.from({ length: 24 }, (_, i) => ({
      title:
        i % 4 === 0
          ? `Matriz ${String(demoClient(i).name)}`
          : `Filial ${i} - ${String(demoAddress(i + 5).city)}`,
      client: clients[i % clients.length],
      headquarter: i % 4 === 0,
      address: demoAddress(i + 5),
      enabled: i % 8 !== 7,
    })),
  );
  const types = await save('assetType', DEMO_ASSET_TYPES);
  const typeNames = DEMO_ASSET_TYPES.map((type) => String(type.name));
  await save(
    'asset',
    Array.from({ length: 18 }, (_, i) => ({
      name: `${typeNames[i % types.length]} ${String(i + 1).padStart(2, '0')}`,
      assetType: types[i % types.length],
      unit: units[i % units.length],
      attributes: [{ attributeName: 'Número de série', value: `SN-${2026000 + i * 17}` }],
      shareShowProperties: true,
      shareShowTasks: i % 10 === 0,
    })),
  );
  const members = owner.map((u) => u.id);
  await save('squad', [
    { title: 'Equipe Norte', members: members.slice(1, 4), allowSingleTaskFilling: true },
    { title: 'Equipe Sul', members: members.slice(2, 5), allowSingleTaskFilling: false },
    { title: 'Manutenção predial', members: members.slice(3, 6), allowSingleTaskFilling: true },
  ]);
  // Roots first: a subfamily names its parent by the id the parent got.
  const familyIds = new Map<string, unknown>();
  for (const level of [
    DEMO_ITEM_FAMILIES.filter((family) => !family.parentCode),
    DEMO_ITEM_FAMILIES.filter((family) => family.parentCode),
  ]) {
    const ids = await save(
      'family',
      level.map(({ parentCode, ...family }) => ({
        ...family,
        ...(parentCode ? { parent: familyIds.get(parentCode) } : {}),
      })),
    );
    level.forEach((family, i) => familyIds.set(family.code, ids[i]));
  }
  await save(
    'item',
    DEMO_ITEMS.map(({ familyCode, ...item }) => ({ ...item, family: familyIds.get(familyCode) })),
  );
}
