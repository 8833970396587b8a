import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

describe.each(testBackends())('AdminSaveEntities (the admin bulk pages) on $name', (backend) => {
  let t: TestApp;
  let admin: string;
  let outraId: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await t.login('admin');
    outraId = (await sql<{ id: number }>`select id from companies where name = 'Outra'`.execute(t.db))
      .rows[0]!.id;
  });
  afterAll(() => t?.close());

  const ADDRESS = {
    cep: '50030-230',
    country: 'Brasil',
    state: 'PE',
    city: 'Recife',
    district: 'Boa Vista',
    street: 'Rua da Aurora',
    number: '100',
  };
  const unit = (title: string) => ({ title, address: ADDRESS });
  const bulk = (company: number, entity: string, rows: unknown[]) =>
    t.command(
      'AdminSaveEntities',
      { COMPANY_ID: String(company), ENTITY: entity, ROWS: JSON.stringify(rows) },
      admin,
    );
  const titles = async (login: string, search: string) =>
    (
      (await t.command('ListEntities', { ENTITY: 'unit', SEARCH: search }, await t.login(login))).ROOT
        .ITEMS as Array<{
        title: string;
      }>
    ).map((u) => u.title);

  it('creates the rows in the chosen company only, all or nothing', async () => {
    const refused = await bulk(outraId, 'unit', [unit('Filial Importada 1'), unit('')]);
    expect(refused.ROOT.RESULT).not.toBe('1');
    expect(refused.ROOT.ROW_ERRORS).toEqual([expect.objectContaining({ row: 2 })]);
    expect(await titles('dono@outra.campo', 'importada')).toEqual([]);

    const saved = await bulk(outraId, 'unit', [unit('Filial Importada 1'), unit('Filial Importada 2')]);
    expect(saved.ROOT.MESSAGES.ERRORS).toEqual([]);
    expect(saved.ROOT.COUNT).toBe(2);
    expect(await titles('dono@outra.campo', 'importada')).toEqual([
      'Filial Importada 1',
      'Filial Importada 2',
    ]);
    expect(await titles('dono@demo.campo', 'importada')).toEqual([]);
  });

  it('checks unique values within the chosen company', async () => {
    const cnpj = '11.222.333/0001-81';
    expect((await bulk(outraId, 'client', [{ name: 'Importado A', cnpj }])).ROOT.RESULT).toBe('1');
    const again = await bulk(outraId, 'client', [{ name: 'Importado B', cnpj }]);
    expect(again.ROOT.RESULT).not.toBe('1');
    expect(again.ROOT.MESSAGES.ERRORS[0]).toMatch(/CNPJ/);
  });

  it('answers an unknown company or entity with catalogue messages', async () => {
    const company = await bulk(999_999, 'unit', [{ title: 'x' }]);
    expect(company.ROOT.RESULT).not.toBe('1');
    expect(company.ROOT.MESSAGES.ERRORS[0]).toBe('Entidade não encontrada');
    expect((await bulk(outraId, 'nave', [{ title: 'x' }])).ROOT.RESULT).not.toBe('1');
  });
});
