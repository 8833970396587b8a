import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

describe.each(testBackends())('shared (rotary) sub-users on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let outra: string;
  let demoId: number;
  interface Sub {
    id: number;
    name: string;
    code: string;
    status: string;
    accessesLastMonth: number;
    DISPOSITIVO: { TRACCAR_DEVICE_ID: number; IDENTIFICADOR: string; CONFIG_URL: string } | null;
  }
  const list = async (token = owner) => (await t.command('ListarUsuariosRotativos', {}, token)).ROOT;
  const subs = async (token = owner) => (await list(token)).USUARIOS as Sub[];
  const status = (id: number, action: string, token = owner) =>
    t.command('AlterarStatusUsuarioRotativo', { ID: String(id), ACAO: action }, token);

  beforeAll(async () => {
    t = await startTestApp(backend);
    owner = await t.login('dono@demo.campo');
    outra = await t.login('dono@outra.campo');
    demoId = (
      await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t?.close());

  it('creates sub-users pending activation with access codes unique in the company', async () => {
    const first = await t.command('SalvarUsuarioRotativo', { NAME: 'Carlos Campo', CODE: 'EMP-001' }, owner);
    expect(first.ROOT.RESULT).toBe('1');
    const dup = await t.command('SalvarUsuarioRotativo', { NAME: 'Outro', CODE: 'emp-001' }, owner);
    expect(dup.ROOT.MESSAGES.ERRORS).toEqual([
      'Código de acesso já cadastrado no sistema ou colaborador possui um token de login da descrição para o usuario principal',
    ]);
    expect(
      (await t.command('SalvarUsuarioRotativo', { NAME: 'Outra empresa', CODE: 'EMP-001' }, outra)).ROOT
        .RESULT,
    ).toBe('1');
    expect((await t.command('SalvarUsuarioRotativo', { NAME: ' ', CODE: 'X' }, owner)).ROOT.ERROR_CODE).toBe(
      'FILL_ALL_FIELDS',
    );
    // Demo's seeded shared person (Rita Rotativa, the team map's) is listed with the new one.
    expect(await subs()).toEqual([
      expect.objectContaining({ name: 'Carlos Campo', code: 'EMP-001', status: 'pending' }),
      expect.objectContaining({ name: 'Rita Rotativa', code: '529.982.247-25' }),
    ]);
    expect((await subs(outra)).map((s) => s.name)).toEqual(['Outra empresa']);
  });

  it('may disable and delete before activation; once activated it cannot be deactivated nor deleted', async () => {
    const second = await t.command('SalvarUsuarioRotativo', { NAME: 'Bia Campo', CODE: 'EMP-002' }, owner);
    const secondId = (second.ROOT.USUARIO as { id: number }).id;
    await status(secondId, 'DESATIVAR');
    expect((await subs()).find((s) => s.id === secondId)!.status).toBe('disabled');
    expect((await status(secondId, 'ATIVAR')).ROOT.ERROR_CODE).toBe('INVALID_OPTION');
    await status(secondId, 'HABILITAR');
    expect((await t.command('ExcluirUsuarioRotativo', { ID: String(secondId) }, owner)).ROOT.RESULT).toBe(
      '1',
    );

    const id = (await subs()).find((s) => s.name === 'Carlos Campo')!.id;
    expect((await status(id, 'ATIVAR')).ROOT.RESULT).toBe('1');
    expect((await subs()).find((s) => s.id === id)!.status).toBe('active');
    const off = await status(id, 'DESATIVAR');
    expect(off.ROOT.MESSAGES.ERRORS).toEqual(['Usuários rotativos ativados não podem ser desativados']);
    expect((await t.command('ExcluirUsuarioRotativo', { ID: String(id) }, owner)).ROOT.ERROR_CODE).toBe(
      'SUB_USER_DELETE_ERROR',
    );
    expect((await status(id, 'ATIVAR', outra)).ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
  });

  it('counts accesses over the last month: using access, limit exceeded, completed', async () => {
    const id = (await subs()).find((s) => s.name === 'Carlos Campo')!.id;
    const day = 24 * 60 * 60 * 1000;
    await t.db
      .insertInto('shared_sub_user_accesses')
      .values([
        {
          company_id: demoId,
          sub_user_id: id,
          started_at: new Date(Date.now() - 40 * day),
          ended_at: new Date(),
        },
        {
          company_id: demoId,
          sub_user_id: id,
          started_at: new Date(Date.now() - 3 * day),
          ended_at: new Date(),
        },
        { company_id: demoId, sub_user_id: id, started_at: new Date(Date.now() - 60_000), ended_at: null },
      ])
      .execute();
    const using = await list();
    expect((using.USUARIOS as Sub[]).find((s) => s.id === id)).toMatchObject({
      status: 'using',
      accessesLastMonth: 2,
    });
    expect(using.ACESSOS_MES).toMatchObject({ hasLimit: false, limitUsed: 2 });
    await t.db
      .updateTable('shared_sub_user_accesses')
      .set({ ended_at: new Date() })
      .where('sub_user_id', '=', id)
      .execute();
    await t.db
      .updateTable('companies')
      .set({ rotary_accesses_per_month: 2 })
      .where('id', '=', demoId)
      .execute();
    const limited = await list();
    expect((limited.USUARIOS as Sub[]).find((s) => s.id === id)!.status).toBe('limitExceeded');
    expect(limited.ACESSOS_MES).toMatchObject({ limit: 2, limitUsed: 2, limitExceeded: true });
    await t.db
      .updateTable('shared_sub_users')
      .set({ completed_at: new Date() })
      .where('id', '=', id)
      .execute();
    expect((await subs()).find((s) => s.id === id)!.status).toBe('completed');
  });

  it("answers each person's tracker device as saved by SalvarDispositivoColaborador, only the company's", async () => {
    const save = (code: string, params: Record<string, string>, token = owner) =>
      t.command('SalvarDispositivoColaborador', { CODIGO_USUARIO_ROTATIVO: code, ...params }, token);
    const byName = async (name: string, token = owner) => (await subs(token)).find((s) => s.name === name)!;
    expect((await byName('Carlos Campo')).DISPOSITIVO).toBeNull();
    // Demo's seeded shared person already carries a phone.
    expect((await byName('Rita Rotativa')).DISPOSITIVO).toMatchObject({ IDENTIFICADOR: 'demo-rita' });

    const saved = (await save('emp-001', {})).ROOT;
    expect(saved.IDENTIFICADOR).toMatch(/^\d{10}$/);
    const carlos = await byName('Carlos Campo');
    expect(carlos.DISPOSITIVO).toEqual({
      TRACCAR_DEVICE_ID: saved.TRACCAR_DEVICE_ID,
      IDENTIFICADOR: saved.IDENTIFICADOR,
      SERVIDOR: saved.SERVIDOR,
      CONFIG_URL: saved.CONFIG_URL,
    });
    expect((await save('EMP-001', { IDENTIFICADOR: 'carlos-fone' })).ROOT.IDENTIFICADOR).toBe('carlos-fone');
    expect((await byName('Carlos Campo')).DISPOSITIVO).toMatchObject({
      TRACCAR_DEVICE_ID: saved.TRACCAR_DEVICE_ID,
      IDENTIFICADOR: 'carlos-fone',
    });

    // The other company's person with the same access code has none: Demo's is not theirs.
    expect((await subs(outra)).map((s) => [s.name, s.DISPOSITIVO])).toEqual([['Outra empresa', null]]);

    await save('EMP-001', { REMOVER: 'true' });
    expect((await byName('Carlos Campo')).DISPOSITIVO).toBeNull();
  });

  it('the shared login itself stays barred from the web app', async () => {
    const token = await t.login('rotativo@demo.campo');
    expect((await t.command('ListarUsuariosRotativos', {}, token)).ROOT.ERROR_CODE).toBe('BLOCK_SHARED_USER');
  });
});
