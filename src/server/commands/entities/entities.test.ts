import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { PROJECT_ROOT } from '../../app';
import { cnpjFrom } from '../../demo/cnpjFrom';
import { cpfFrom } from '../../demo/cpfFrom';
import { loadServerMetadata } from '../../metadata/loadServerMetadata';
import { readMetadataFiles } from '../../metadata/readMetadataFiles';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { INVALID_CNPJS, INVALID_CPFS, VALID_CNPJS, VALID_CPFS } from './testVectors';

// The fixture entity is loaded with the app's metadata: it gets every command with no code change.
const vehicle = JSON.parse(
  readFileSync(join(PROJECT_ROOT, 'tests/fixtures/metadata/entities/vehicle.json'), 'utf8'),
);
const metadata = loadServerMetadata(PROJECT_ROOT, {
  ...readMetadataFiles(PROJECT_ROOT),
  'metadata/entities/vehicle.json': vehicle,
});

const ADDRESS = {
  cep: '01310-100',
  country: 'Brasil',
  state: 'SP',
  city: 'São Paulo',
  district: 'Bela Vista',
  street: 'Avenida Paulista',
  number: '1000',
  latitude: -23.56,
  longitude: -46.65,
};

describe.each(testBackends())('entity commands on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let viewer: string;
  let outra: string;
  const json = (value: unknown) => JSON.stringify(value);
  const save = (token: string, entity: string, data: unknown, extra: Record<string, string> = {}) =>
    t.command('SaveEntity', { ENTITY: entity, DATA: json(data), ...extra }, token);
  const list = (token: string, entity: string, extra: Record<string, string> = {}) =>
    t.command('ListEntities', { ENTITY: entity, ...extra }, token);
  const ok = (answer: Envelope) => {
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT;
  };
  let seq = 0;
  const client = (data: Record<string, unknown> = {}) => ({ name: `Cliente ${++seq}`, ...data });

  beforeAll(async () => {
    t = await startTestApp(backend, { metadata });
    owner = await t.login('dono@demo.campo');
    viewer = await t.login('visualizador@demo.campo');
    outra = await t.login('dono@outra.campo');
  });
  afterAll(() => t?.close());

  it('seeds a believable Demo sample, and nothing for Outra', async () => {
    const clients = ok(await list(owner, 'client', { PAGE_SIZE: '200' }));
    expect(clients.TOTAL).toBe(40);
    const first = (clients.ITEMS as Array<Record<string, unknown>>)[0]!;
    expect(first).toMatchObject({ id: expect.any(Number), version: 1, address: { country: 'Brasil' } });
    for (const entity of ['unit', 'asset', 'assetType', 'squad', 'family', 'item'])
      expect(ok(await list(owner, entity)).TOTAL).toBeGreaterThan(0);
    expect(ok(await list(outra, 'client')).TOTAL).toBe(0);
  });

  it('accepts valid CPF and CNPJ vectors and refuses invalid ones with the catalogue message', async () => {
    for (const cpf of VALID_CPFS) ok(await save(owner, 'client', client({ cpf })));
    for (const cnpj of VALID_CNPJS) ok(await save(owner, 'client', client({ cnpj })));
    for (const cpf of INVALID_CPFS) {
      const answer = await save(owner, 'client', client({ cpf }));
      expect(answer.ROOT.ERROR_CODE).toBe('ENTITY_INVALID');
      expect(answer.ROOT.MESSAGES.ERRORS).toEqual(['CPF: CPF inválido']);
      expect(answer.ROOT.FIELD_ERRORS).toEqual([{ field: 'cpf', message: 'CPF inválido' }]);
    }
    for (const cnpj of INVALID_CNPJS)
      expect((await save(owner, 'client', client({ cnpj }))).ROOT.MESSAGES.ERRORS).toEqual([
        'CNPJ: CNPJ inválido',
      ]);
    const extra = await save(owner, 'client', client({ extraCnpjs: [{ cnpj: '11.222.333/0001-80' }] }));
    expect(extra.ROOT.FIELD_ERRORS).toEqual([{ field: 'extraCnpjs.0.cnpj', message: 'CNPJ inválido' }]);
  });

  it('validates phone, e-mail, CEP, required fields and every address part', async () => {
    const reasons = async (data: Record<string, unknown>) =>
      ((await save(owner, 'client', data)).ROOT.FIELD_ERRORS as Array<{ field: string; message: string }>) ??
      [];
    expect(await reasons(client({ phone: '12345' }))).toEqual([
      { field: 'phone', message: 'Telefone inválido' },
    ]);
    ok(await save(owner, 'client', client({ phone: '(11) 99999-0000', responsiblePhone: '3333-4444' })));
    expect(await reasons(client({ email: 'ana@empresa' }))).toEqual([
      { field: 'email', message: 'E-mail inválido' },
    ]);
    expect(await reasons(client({ extraEmails: [{ extraEmail: 'x@' }] }))).toEqual([
      { field: 'extraEmails.0.extraEmail', message: 'E-mail inválido' },
    ]);
    expect(await reasons({ email: 'ana@empresa.com.br', name: '   ' })).toEqual([
      { field: 'name', message: 'Campo obrigatório' },
    ]);
    expect(await reasons(client({ address: { ...ADDRESS, cep: '0131-100' } }))).toEqual([
      { field: 'address.cep', message: 'CEP inválido' },
    ]);
    for (const part of ['cep', 'country', 'state', 'city', 'district', 'street', 'number']) {
      const { [part]: _gone, ...rest } = ADDRESS as Record<string, unknown>;
      expect(await reasons(client({ address: rest }))).toEqual([
        { field: `address.${part}`, message: 'Preencha todos os campos' },
      ]);
    }
    ok(await save(owner, 'client', client({ address: ADDRESS })));
    // A unit's address is required as a whole.
    const unit = await save(owner, 'unit', { title: 'Sem endereço' });
    expect(unit.ROOT.MESSAGES.ERRORS).toEqual(['Endereço: Campo obrigatório']);
  });

  it('refuses duplicate CPF/CNPJ (also among extra CNPJs) and item codes per company, naming the field', async () => {
    const cnpj = cnpjFrom(77700011);
    ok(await save(owner, 'client', client({ cnpj })));
    const again = await save(owner, 'client', client({ cnpj: cnpj.replace(/\D/g, '') }));
    expect(again.ROOT.ERROR_CODE).toBe('DUPLICATE_VALUE');
    expect(again.ROOT.MESSAGES.ERRORS).toEqual([`CNPJ já cadastrado: ${cnpj.replace(/\D/g, '')}`]);
    expect((await save(owner, 'client', client({ extraCnpjs: [{ cnpj }] }))).ROOT.ERROR_CODE).toBe(
      'DUPLICATE_VALUE',
    );
    const cpf = cpfFrom(123456789);
    ok(await save(owner, 'client', client({ cpf })));
    expect((await save(owner, 'client', client({ cpf }))).ROOT.MESSAGES.ERRORS).toEqual([
      `CPF já cadastrado: ${cpf}`,
    ]);
    // Another company may hold the same CPF.
    ok(await save(outra, 'client', client({ cpf })));
    const item = { name: 'Parafuso', code: 'PAR-1', itemType: 'product' };
    ok(await save(owner, 'item', item));
    expect((await save(owner, 'item', { ...item, code: 'par-1' })).ROOT.MESSAGES.ERRORS).toEqual([
      'Código já cadastrado: par-1',
    ]);
    // Client assets: names must differ.
    const types = ok(await list(owner, 'assetType')).ITEMS as Array<{ id: number }>;
    const assets = await save(
      owner,
      'client',
      client({
        assets: [
          { assetType: types[0]!.id, assetName: 'Bomba' },
          { assetType: types[0]!.id, assetName: 'bomba ' },
        ],
      }),
    );
    expect(assets.ROOT.FIELD_ERRORS).toEqual([
      { field: 'assets.1.assetName', message: 'Os valores precisam ser diferentes' },
    ]);
  });

  it('refuses a stale version and overwrites nothing; delete frees unique values', async () => {
    const cpf = cpfFrom(987654321);
    const created = ok(await save(owner, 'client', client({ cpf })));
    const id = String(created.ID);
    expect(created.VERSION).toBe(1);
    const first = ok(await save(owner, 'client', { name: 'Primeira edição', cpf }, { ID: id, VERSION: '1' }));
    expect(first.VERSION).toBe(2);
    const stale = await save(owner, 'client', { name: 'Edição atrasada', cpf }, { ID: id, VERSION: '1' });
    expect(stale.ROOT.ERROR_CODE).toBe('STALE_VERSION');
    const got = ok(await t.command('GetEntity', { ENTITY: 'client', ID: id }, owner));
    expect(got.ITEM).toMatchObject({ id: Number(id), name: 'Primeira edição', version: 2 });
    expect(got.VERSION).toBe(2);
    ok(await t.command('DeleteEntity', { ENTITY: 'client', ID: id }, owner));
    expect((await t.command('GetEntity', { ENTITY: 'client', ID: id }, owner)).ROOT.ERROR_CODE).toBe(
      'ENTITY_NOT_FOUND',
    );
    ok(await save(owner, 'client', client({ cpf })));
  });

  it('bulk saves all rows or none, with row and field errors', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ title: `Importada ${i}`, address: ADDRESS }));
    rows[2] = { title: '', address: ADDRESS } as never;
    rows[6] = { title: 'Sem CEP', address: { ...ADDRESS, cep: 'abc' } };
    const before = ok(await list(owner, 'unit')).TOTAL as number;
    const refused = await t.command('SaveEntities', { ENTITY: 'unit', ROWS: json(rows) }, owner);
    expect(refused.ROOT.ERROR_CODE).toBe('ENTITY_ROWS_INVALID');
    expect(refused.ROOT.MESSAGES.ERRORS).toEqual([
      'Nada foi salvo. linha 3, campo Título: Campo obrigatório; linha 7, campo CEP: CEP inválido',
    ]);
    expect(refused.ROOT.ROW_ERRORS).toEqual([
      { row: 3, field: 'Título', path: 'title', message: 'Campo obrigatório' },
      { row: 7, field: 'CEP', path: 'address.cep', message: 'CEP inválido' },
    ]);
    expect(ok(await list(owner, 'unit')).TOTAL).toBe(before);
    rows[2] = { title: 'Corrigida', address: ADDRESS };
    rows[6] = { title: 'Com CEP', address: ADDRESS };
    const saved = ok(await t.command('SaveEntities', { ENTITY: 'unit', ROWS: json(rows) }, owner));
    expect(saved.COUNT).toBe(50);
    expect(ok(await list(owner, 'unit')).TOTAL).toBe(before + 50);
    // Duplicates inside the file are row errors too.
    const dup = await t.command(
      'SaveEntities',
      {
        ENTITY: 'item',
        ROWS: json([
          { name: 'A', code: 'X9', itemType: 'service' },
          { name: 'B', code: 'x9', itemType: 'service' },
        ]),
      },
      owner,
    );
    expect(dup.ROOT.ROW_ERRORS).toEqual([
      { row: 2, field: 'Código', path: 'code', message: 'Código já cadastrado: x9' },
    ]);
  });

  it('saves 10,000 rows in one SaveEntities well under 10 s', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      plate: `BLK${String(i).padStart(5, '0')}`,
      model: 'Fiorino',
      year: 2020,
    }));
    const started = Date.now();
    const saved = ok(await t.command('SaveEntities', { ENTITY: 'vehicle', ROWS: json(rows) }, owner));
    expect(saved.COUNT).toBe(10_000);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('keeps a family from being its own parent or an ancestor of its parent', async () => {
    const root = ok(await save(owner, 'family', { name: 'Raiz', code: 'R', itemType: 'product' }));
    const child = ok(
      await save(owner, 'family', { name: 'Filha', code: 'F', itemType: 'product', parent: root.ID }),
    );
    const grandchild = ok(
      await save(owner, 'family', { name: 'Neta', code: 'N', itemType: 'product', parent: child.ID }),
    );
    const self = await save(
      owner,
      'family',
      { name: 'Raiz', code: 'R', itemType: 'product', parent: root.ID },
      { ID: String(root.ID), VERSION: '1' },
    );
    expect(self.ROOT.MESSAGES.ERRORS).toEqual(['Família pai: o registro não pode ser pai de si mesmo']);
    const cycle = await save(
      owner,
      'family',
      { name: 'Raiz', code: 'R', itemType: 'product', parent: grandchild.ID },
      { ID: String(root.ID), VERSION: '1' },
    );
    expect(cycle.ROOT.ERROR_CODE).toBe('PARENT_CYCLE');
    const missing = await save(owner, 'family', {
      name: 'Órfã',
      code: 'O',
      itemType: 'product',
      parent: 999999999,
    });
    expect(missing.ROOT.ERROR_CODE).toBe('LOOKUP_NOT_FOUND');
  });

  it('lists disabled units but does not offer them in ConsultarUnidadesSimples', async () => {
    const on = ok(await save(owner, 'unit', { title: 'Zeta ativa', address: ADDRESS }));
    const off = ok(await save(owner, 'unit', { title: 'Zeta desativada', address: ADDRESS, enabled: false }));
    const listed = ok(await list(owner, 'unit', { SEARCH: 'zeta' })).ITEMS as Array<{ id: number }>;
    expect(listed.map((u) => u.id)).toEqual([on.ID, off.ID]);
    const offered = ok(await t.command('ConsultarUnidadesSimples', { PALAVRA: 'zeta' }, owner))
      .ITEMS as Array<Record<string, unknown>>;
    expect(offered).toEqual([expect.objectContaining({ id: on.ID, label: 'Zeta ativa', enabled: true })]);
    const all = ok(
      await t.command('ConsultarUnidadesSimples', { PALAVRA: 'zeta', INCLUIR_DESATIVADAS: 'true' }, owner),
    );
    expect(all.TOTAL).toBe(2);
  });

  it('answers the names lookup fields point at with the page (LABELS), one query per entity', async () => {
    const owned = ok(await save(owner, 'client', client({ name: 'Mercado Âmbar Rótulo' })));
    const other = ok(await save(owner, 'client', client({ name: 'Padaria Rótulo' })));
    ok(await save(owner, 'unit', { title: 'Rótulo 1', client: owned.ID, address: ADDRESS }));
    ok(await save(owner, 'unit', { title: 'Rótulo 2', client: other.ID, address: ADDRESS }));
    ok(await t.command('DeleteEntity', { ENTITY: 'client', ID: String(other.ID) }, owner));
    const units = ok(await list(owner, 'unit', { SEARCH: 'rotulo' }));
    expect(units.LABELS).toEqual({
      client: { [String(owned.ID)]: 'Mercado Âmbar Rótulo', [String(other.ID)]: 'Padaria Rótulo' },
    });
    expect(ok(await list(owner, 'unit', { SEARCH: 'nada disso' })).LABELS).toEqual({});
  });

  it('drops the coordinates of an address edited without locating it again', async () => {
    const created = ok(await save(owner, 'unit', { title: 'Mapa 1', address: ADDRESS }));
    const edit = async (data: Record<string, unknown>) => {
      const current = ok(await t.command('GetEntity', { ENTITY: 'unit', ID: String(created.ID) }, owner));
      const item = current.ITEM as Record<string, unknown>;
      return ok(
        await save(
          owner,
          'unit',
          { title: item.title, address: item.address, ...data },
          {
            ID: String(created.ID),
            VERSION: String(item.version),
          },
        ),
      ).ITEM as { address: Record<string, unknown> };
    };
    expect((await edit({ title: 'Mapa 1 renomeada' })).address).toMatchObject({ latitude: -23.56 });
    const moved = await edit({ address: { ...ADDRESS, street: 'Rua Augusta', number: '10' } });
    expect(moved.address).toMatchObject({ street: 'Rua Augusta' });
    expect(moved.address.latitude).toBeUndefined();
    const located = await edit({
      address: { ...ADDRESS, street: 'Rua Augusta', latitude: -23.55, longitude: -46.66 },
    });
    expect(located.address).toMatchObject({ latitude: -23.55, longitude: -46.66 });
  });

  it('offers the company users to employee lookups (squad members) with their names, and no one else', async () => {
    const people = ok(await list(viewer, 'employee', { SEARCH: 'sergio' })).ITEMS as Array<{
      id: number;
      name: string;
    }>;
    expect(people).toEqual([expect.objectContaining({ name: 'Sérgio Supervisor' })]);
    const everyone = ok(await list(owner, 'employee', { PAGE_SIZE: '50' }));
    expect((everyone.ITEMS as Array<{ name: string }>).map((p) => p.name)).toContain('Dona Demo');
    expect((everyone.ITEMS as Array<{ name: string }>).map((p) => p.name)).not.toContain('Olga Outra');
    const sergio = people[0]!.id;
    const squad = ok(await save(owner, 'squad', { title: 'Equipe Rótulo', members: [sergio] }));
    const squads = ok(await list(owner, 'squad', { SEARCH: 'equipe rotulo' }));
    expect(squads.LABELS).toEqual({ members: { [String(sergio)]: 'Sérgio Supervisor' } });
    expect(
      ok(await t.command('GetEntity', { ENTITY: 'employee', ID: String(sergio) }, owner)).ITEM,
    ).toMatchObject({
      name: 'Sérgio Supervisor',
    });
    // Another company's users are neither listed nor read, nor accepted as members.
    const olga = ok(await list(outra, 'employee', {})).ITEMS as Array<{ id: number }>;
    expect(
      (await t.command('GetEntity', { ENTITY: 'employee', ID: String(olga[0]!.id) }, owner)).ROOT.RESULT,
    ).not.toBe('1');
    const foreign = await save(owner, 'squad', { title: 'Equipe alheia', members: [olga[0]!.id] });
    expect(foreign.ROOT.RESULT).not.toBe('1');
    // Leave the squads as the other tests count them.
    ok(await t.command('DeleteEntity', { ENTITY: 'squad', ID: String(squad.ID) }, owner));
  });

  it('points an asset at a library the user may see, named with its parents', async () => {
    const library = (name: string, extra: Record<string, string> = {}, token = owner) =>
      t.command('SalvarBiblioteca', { NAME: name, ...extra }, token);
    const manuals = ok(await library('Manuais')).BIBLIOTECA as { id: number };
    const pumps = ok(await library('Bombas', { PARENT_ID: String(manuals.id) })).BIBLIOTECA as { id: number };
    const secret = ok(
      await library('Sigilosa', { RESTRICTED: 'true', ALLOWED: JSON.stringify({ roles: [158] }) }),
    ).BIBLIOTECA as { id: number };
    const offered = ok(await list(owner, 'library', { SEARCH: 'bombas' })).ITEMS;
    expect(offered).toEqual([expect.objectContaining({ id: pumps.id, name: 'Manuais / Bombas' })]);
    // A restricted library is not offered to those it does not list.
    const forViewer = ok(await list(viewer, 'library', {})).ITEMS as Array<{ id: number }>;
    expect(forViewer.map((l) => l.id)).not.toContain(secret.id);

    const type = ok(await list(owner, 'assetType', { PAGE_SIZE: '1' })).ITEMS as Array<{ id: number }>;
    ok(await save(owner, 'asset', { name: 'Bomba Rótulo', assetType: type[0]!.id, library: pumps.id }));
    const assets = ok(await list(owner, 'asset', { SEARCH: 'bomba rotulo' }));
    expect(assets.LABELS).toMatchObject({ library: { [String(pumps.id)]: 'Manuais / Bombas' } });
    const outraLibrary = ok(await library('Dela', {}, outra)).BIBLIOTECA as { id: number };
    const foreign = await save(owner, 'asset', {
      name: 'Bomba alheia',
      assetType: type[0]!.id,
      library: outraLibrary.id,
    });
    expect(foreign.ROOT.RESULT).not.toBe('1');
  });

  it('searches without accents, sorts, filters and pages', async () => {
    for (const name of ['Óticas Ébano', 'otica Ambar', 'Ótica Coral'])
      ok(await save(owner, 'client', { name, cnpj: cnpjFrom(name.length * 999 + name.charCodeAt(6)) }));
    const asc = ok(await list(owner, 'client', { SEARCH: 'OTICA', SORT: 'name' }));
    expect((asc.ITEMS as Array<{ name: string }>).map((c) => c.name)).toEqual([
      'otica Ambar',
      'Ótica Coral',
      'Óticas Ébano',
    ]);
    const desc = ok(
      await list(owner, 'client', { SEARCH: 'otica', SORT: '-name', PAGE: '2', PAGE_SIZE: '2' }),
    );
    expect(desc.TOTAL).toBe(3);
    expect((desc.ITEMS as Array<{ name: string }>).map((c) => c.name)).toEqual(['otica Ambar']);
    const items = ok(await list(owner, 'item', { FILTER: json({ itemType: 'service' }) })).ITEMS as Array<{
      itemType: string;
    }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.itemType === 'service')).toBe(true);
    expect((await list(owner, 'client', { FILTER: json({ name: 'x' }) })).ROOT.ERROR_CODE).toBe(
      'INVALID_PARAMETERS',
    );
    expect((await list(owner, 'client', { SORT: 'phone' })).ROOT.ERROR_CODE).toBe('INVALID_PARAMETERS');
    expect((await list(owner, 'client', { PAGE_SIZE: '201' })).ROOT.ERROR_CODE).toBe('INVALID_PARAMETERS');
    const words = ok(await t.command('ConsultarClientesPorPalavra', { PALAVRA: 'ébano' }, owner));
    expect(words.ITEMS).toEqual([expect.objectContaining({ label: 'Óticas Ébano' })]);
  });

  it('answers the asset, squad, family and item lookups', async () => {
    const types = ok(await t.command('ConsultarTiposPontosServicos', {}, owner)).ITEMS as Array<{
      id: number;
      label: string;
    }>;
    expect(types.map((x) => x.label)).toEqual(['Ar-condicionado', 'Elevador', 'Gerador']);
    const points = ok(await t.command('ConsultarPontosServicos', { ID_TIPO: String(types[2]!.id) }, owner))
      .ITEMS as Array<{ assetType: number }>;
    expect(points.length).toBe(6);
    expect(points.every((p) => p.assetType === types[2]!.id)).toBe(true);
    expect(ok(await t.command('ConsultarParquesServico', {}, owner)).TOTAL).toBeGreaterThan(0);
    expect(ok(await t.command('ConsultarEquipesVersionadas', {}, owner)).TOTAL).toBe(3);
    expect(ok(await t.command('ConsultarFamilias', { TIPO_ITEM: 'service' }, owner)).TOTAL).toBe(3);
    expect(ok(await t.command('ConsultarItens', { PALAVRA: 'manutencao' }, owner)).TOTAL).toBe(2);
  });

  it('checks the entity functionality: viewers read but cannot write', async () => {
    ok(await list(viewer, 'client'));
    expect((await save(viewer, 'client', client())).ROOT.ERROR_CODE).toBe('NO_PERMISSION_EDIT');
    expect((await list(owner, 'nothing')).ROOT.ERROR_CODE).toBe('UNKNOWN_ENTITY');
  });

  it.each(['client', 'unit', 'asset', 'assetType', 'squad', 'family', 'item', 'vehicle'])(
    'isolates %s between companies',
    async (entity) => {
      let id: number;
      if (entity === 'vehicle') id = ok(await save(owner, 'vehicle', { plate: 'ISO0001' })).ID as number;
      else id = (ok(await list(owner, entity)).ITEMS as Array<{ id: number }>)[0]!.id;
      const got = ok(await t.command('GetEntity', { ENTITY: entity, ID: String(id) }, owner)).ITEM as Record<
        string,
        unknown
      >;
      const { id: _i, version, createdAt: _c, updatedAt: _u, ...data } = got;
      expect(
        (ok(await list(outra, entity, { PAGE_SIZE: '200' })).ITEMS as Array<{ id: number }>).map((r) => r.id),
      ).not.toContain(id);
      expect((await t.command('GetEntity', { ENTITY: entity, ID: String(id) }, outra)).ROOT.ERROR_CODE).toBe(
        'ENTITY_NOT_FOUND',
      );
      expect(
        (await save(outra, entity, data, { ID: String(id), VERSION: String(version) })).ROOT.ERROR_CODE,
      ).toBe('ENTITY_NOT_FOUND');
      expect(
        (await t.command('DeleteEntity', { ENTITY: entity, ID: String(id) }, outra)).ROOT.ERROR_CODE,
      ).toBe('ENTITY_NOT_FOUND');
      // Outra cannot point its records at Demo's either.
      if (entity === 'client')
        expect(
          (await save(outra, 'unit', { title: 'X', client: id, address: ADDRESS })).ROOT.ERROR_CODE,
        ).toBe('LOOKUP_NOT_FOUND');
      expect(ok(await t.command('GetEntity', { ENTITY: entity, ID: String(id) }, owner)).VERSION).toBe(
        version,
      );
    },
  );

  it('gives the fixture entity (vehicle) working commands with no code', async () => {
    const created = ok(await save(owner, 'vehicle', { plate: 'ABC1D23', model: 'Strada', year: 2022 }));
    expect((await save(owner, 'vehicle', { plate: 'abc1d23' })).ROOT.ERROR_CODE).toBe('DUPLICATE_VALUE');
    expect((await save(owner, 'vehicle', { plate: 'OLD0001', year: 1900 })).ROOT.FIELD_ERRORS).toEqual([
      { field: 'year', message: 'Valor inválido' },
    ]);
    const found = ok(await list(owner, 'vehicle', { SEARCH: 'strada', FILTER: json({ year: 2022 }) }));
    expect(found.ITEMS).toEqual([expect.objectContaining({ id: created.ID, plate: 'ABC1D23' })]);
  });
});
