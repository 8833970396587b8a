import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Transaction } from 'kysely';
import { claimUnique, insertRecords } from '../entities/writeRecords';
import { entitiesOf } from '../entities/entitiesOf';
import { loadServerMetadata } from '../metadata/loadServerMetadata';
import type { Database } from './Database';
import { demoAddress, demoClient } from './demoEntityData';
import { uniqueValuesOf } from '../entities/uniqueValuesOf';

type Trx = Transaction<Database>;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

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
  const entities = entitiesOf(loadServerMetadata(ROOT));
  const save = async (name: string, rows: Array<Record<string, unknown>>) => {
    const entity = entities.get(name)!;
    const created = await insertRecords(trx, company, owner[0]!.id, entity, rows);
    await claimUnique(
      trx,
      company,
      entity,
      created.map((c, i) => ({ id: c.id, values: uniqueValuesOf(entity, rows[i]!) })),
      (k) => k,
    );
    return created.map((c) => c.id);
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
  const attribute = (attributeName: string, attributeType: string, required = false, choices?: string[]) => ({
    attributeName,
    attributeType,
    required,
    ...(choices ? { choices: choices.map((choice) => ({ choice })) } : {}),
  });
  const [airConditioner, generator, elevator] = await save('assetType', [
    {
      name: 'Ar-condicionado',
      groups: [
        {
          groupName: 'Identificação',
          attributes: [
            attribute('Marca', 'text', true),
            attribute('Capacidade (BTU)', 'number', true),
            attribute('Instalação', 'date'),
          ],
        },
        {
          groupName: 'Manutenção',
          attributes: [
            attribute('Filtro limpo', 'check'),
            attribute('Foto da etiqueta', 'photo'),
            attribute('Assinatura do técnico', 'manualSignature'),
          ],
        },
      ],
    },
    {
      name: 'Gerador',
      groups: [
        {
          groupName: 'Dados técnicos',
          attributes: [
            attribute('Potência (kVA)', 'number', true),
            attribute('Combustível', 'simpleChoice', true, ['Diesel', 'Gás', 'Gasolina']),
          ],
        },
      ],
    },
    {
      name: 'Elevador',
      groups: [
        {
          groupName: 'Inspeção',
          attributes: [
            attribute('Capacidade (kg)', 'number', true),
            attribute('Itens verificados', 'list', false, ['Cabos', 'Freios', 'Portas']),
            attribute('Vídeo do teste', 'video'),
          ],
        },
      ],
    },
  ]);
  const types = [airConditioner, generator, elevator];
  const typeNames = ['Ar-condicionado', 'Gerador', 'Elevador'];
  await save(
    'asset',
    Array.from({ length: 18 }, (_, i) => ({
      name: `${typeNames[i % 3]} ${String(i + 1).padStart(2, '0')}`,
      assetType: types[i % 3],
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
  const [services, products] = await save('family', [
    { name: 'Serviços', code: 'SRV', itemType: 'service' },
    { name: 'Produtos', code: 'PRD', itemType: 'product' },
  ]);
  const [maintenance, installation, parts] = await save('family', [
    { name: 'Manutenção', code: 'SRV-MAN', itemType: 'service', parent: services },
    { name: 'Instalação', code: 'SRV-INS', itemType: 'service', parent: services },
    { name: 'Peças', code: 'PRD-PEC', itemType: 'product', parent: products },
  ]);
  await save('item', [
    {
      name: 'Manutenção preventiva',
      code: 'MP-001',
      itemType: 'service',
      family: maintenance,
      quantity: 1,
      unitPrice: 350,
      unitOfMeasure: 'un',
    },
    {
      name: 'Manutenção corretiva',
      code: 'MC-001',
      itemType: 'service',
      family: maintenance,
      quantity: 1,
      unitPrice: 480,
      unitOfMeasure: 'un',
    },
    {
      name: 'Hora técnica',
      code: 'HT-001',
      itemType: 'service',
      family: maintenance,
      quantity: 1,
      unitPrice: 120,
      unitOfMeasure: 'h',
    },
    {
      name: 'Instalação de split',
      code: 'IN-001',
      itemType: 'service',
      family: installation,
      quantity: 1,
      unitPrice: 600,
      unitOfMeasure: 'un',
    },
    {
      name: 'Filtro de ar',
      code: 'PC-001',
      itemType: 'product',
      family: parts,
      quantity: 120,
      unitPrice: 45.9,
      unitOfMeasure: 'un',
    },
    {
      name: 'Gás refrigerante R410A',
      code: 'PC-002',
      itemType: 'product',
      family: parts,
      quantity: 30,
      unitPrice: 89.5,
      unitOfMeasure: 'kg',
    },
    {
      name: 'Capacitor 35µF',
      code: 'PC-003',
      itemType: 'product',
      family: parts,
      quantity: 60,
      unitPrice: 32,
      unitOfMeasure: 'un',
    },
    {
      name: 'Óleo diesel',
      code: 'PC-004',
      itemType: 'product',
      family: parts,
      quantity: 500,
      unitPrice: 6.2,
      unitOfMeasure: 'l',
    },
  ]);
}
