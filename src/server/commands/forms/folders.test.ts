import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { formTestKit } from '../../testing/formTestKit';

describe.each(testBackends())('form folders and permissions on $name', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const { call, ok, error, model, create, list, userId } = formTestKit(() => t);
  const folder = async (name: string, parent?: number, token = tokens.owner!) =>
    Number(ok(await call('SalvarPasta', { NOME: name, ...(parent ? { PAI_ID: parent } : {}) }, token)).ID);
  const sees = async (who: string, formId: number) =>
    (await list(tokens[who]!)).forms.some((f) => f.id === formId);
  const squadId = async (title: string) => {
    const rows = await sql<{ id: number }>`
      select id from entity_records where entity = 'squad' and data->>'title' = ${title}`.execute(t.db);
    return Number(rows.rows[0]!.id);
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    for (const who of ['dono', 'admin', 'supervisor', 'operador', 'visualizador'])
      tokens[who === 'dono' ? 'owner' : who] = await t.login(`${who}@demo.campo`);
    tokens.outra = await t.login('dono@outra.campo');
  });
  afterAll(() => t?.close());

  it('refuses a folder as its own parent or under its own subfolder', async () => {
    const a = await folder('A');
    const b = await folder('B', a);
    const c = await folder('C', b);
    expect(error(await call('SalvarPasta', { ID: a, NOME: 'A', PAI_ID: a }, tokens.owner!))).toEqual({
      code: 'SELF_PARENT',
      message: 'Pasta: o registro não pode ser pai de si mesmo',
    });
    expect(error(await call('SalvarPasta', { ID: a, NOME: 'A', PAI_ID: c }, tokens.owner!)).code).toBe(
      'PARENT_CYCLE',
    );
    ok(await call('SalvarPasta', { ID: c, NOME: 'C movida', PAI_ID: null }, tokens.owner!));
    expect((await list(tokens.owner!)).folders.find((f) => f.id === c)).toMatchObject({
      name: 'C movida',
      parentId: null,
    });
  });

  it('refuses deleting a folder with subfolders and moves its forms up when deleted', async () => {
    const top = await folder('Topo');
    const middle = await folder('Meio', top);
    const bottom = await folder('Fundo', middle);
    const form = await create(tokens.owner!, { ...model('No meio'), folderId: middle });
    expect(error(await call('ExcluirPasta', { ID: middle }, tokens.owner!))).toEqual({
      code: 'FOLDER_HAS_SUBFOLDERS',
      message: 'Esta pasta tem subpastas: exclua-as antes de excluir a pasta',
    });
    ok(await call('ExcluirPasta', { ID: bottom }, tokens.owner!));
    ok(await call('ExcluirPasta', { ID: middle }, tokens.owner!));
    const after = await list(tokens.owner!);
    expect(after.forms.find((f) => f.id === form)?.folderId).toBe(top);
    expect(after.folders.some((f) => f.id === middle || f.id === bottom)).toBe(false);
  });

  it('shows forms by role, squad and employee; empty means everybody; admins see all', async () => {
    const open = await create(tokens.owner!, model('Para todos'));
    const byRole = await create(tokens.owner!, model('Só operadores'));
    ok(await call('SalvarPermissoesModelo', { ID: byRole, PERMISSOES: { roles: [160] } }, tokens.owner!));
    const bySquad = await create(tokens.owner!, model('Só Equipe Sul'));
    ok(
      await call(
        'SalvarPermissoesModelo',
        { ID: bySquad, PERMISSOES: { squads: [await squadId('Equipe Sul')] } },
        tokens.owner!,
      ),
    );
    const byEmployee = await create(tokens.owner!, model('Só a visualizadora'));
    const vera = await userId('visualizador@demo.campo');
    ok(
      await call(
        'SalvarPermissoesModelo',
        { ID: byEmployee, PERMISSOES: { employees: [vera] } },
        tokens.owner!,
      ),
    );

    for (const who of ['owner', 'admin', 'supervisor', 'operador', 'visualizador'])
      expect(await sees(who, open)).toBe(true);
    expect([
      await sees('operador', byRole),
      await sees('supervisor', byRole),
      await sees('admin', byRole),
    ]).toEqual([true, false, true]);
    // Equipe Sul: supervisor, operator and viewer; not the administrator's squad, but admins see all.
    expect(await sees('visualizador', bySquad)).toBe(true);
    expect(await sees('supervisor', bySquad)).toBe(true);
    expect([await sees('visualizador', byEmployee), await sees('operador', byEmployee)]).toEqual([
      true,
      false,
    ]);
    expect(error(await call('ConsultarModeloDocumento', { ID: byEmployee }, tokens.operador!)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    const options = ok(await call('ListarModelos', { OPCOES_ACESSO: true }, tokens.owner!))
      .OPCOES_ACESSO as Record<string, Array<{ id: number; name: string }>>;
    expect(options.squads).toContainEqual({ id: await squadId('Equipe Sul'), name: 'Equipe Sul' });
    expect(options.employees).toContainEqual({ id: vera, name: 'Vera Visualizadora' });
    expect(options.roles!.map((r) => r.id)).toEqual(expect.arrayContaining([158, 159, 160, 161]));
  });

  it('combines folder and form permissions down the tree, recursively and on moves', async () => {
    const parent = await folder('Restrita');
    const child = await folder('Filha', parent);
    const inChild = await create(tokens.owner!, { ...model('Na filha'), folderId: child });
    const vera = await userId('visualizador@demo.campo');
    ok(
      await call('SalvarPermissoesModelo', { ID: inChild, PERMISSOES: { employees: [vera] } }, tokens.owner!),
    );
    ok(await call('SalvarPermissoesPasta', { ID: parent, PERMISSOES: { roles: [160] } }, tokens.owner!));
    // The folder allows operators, the form only the viewer: nobody but admins sees it.
    expect([
      await sees('operador', inChild),
      await sees('visualizador', inChild),
      await sees('admin', inChild),
    ]).toEqual([false, false, true]);
    expect((await list(tokens.visualizador!)).folders.some((f) => f.id === child)).toBe(false);

    ok(
      await call(
        'SalvarPermissoesPasta',
        { ID: parent, PERMISSOES: { roles: [160] }, RECURSIVO: true },
        tokens.owner!,
      ),
    );
    const folders = (await list(tokens.owner!)).folders;
    expect(folders.find((f) => f.id === child)?.permissions).toEqual({
      roles: [160],
      squads: [],
      employees: [],
    });
    expect(await sees('operador', inChild)).toBe(true);

    const moved = await create(tokens.owner!, model('Movida'));
    ok(await call('SalvarPermissoesModelo', { ID: moved, PERMISSOES: { roles: [161] } }, tokens.owner!));
    const kept = ok(await call('MoverModelo', { ID: moved, PASTA_ID: child }, tokens.owner!));
    expect(kept.PERMISSOES).toEqual({ roles: [161], squads: [], employees: [] });
    const inherited = ok(
      await call('MoverModelo', { ID: moved, PASTA_ID: child, HERDAR_PERMISSOES: true }, tokens.owner!),
    );
    expect(inherited.PERMISSOES).toEqual({ roles: [160], squads: [], employees: [] });
    expect(await sees('operador', moved)).toBe(true);
  });

  it('refuses configuring a folder the caller may not see', async () => {
    const closed = await folder('Só visualizadores');
    ok(await call('SalvarPermissoesPasta', { ID: closed, PERMISSOES: { roles: [161] } }, tokens.owner!));
    const form = await create(tokens.supervisor!, model('Do supervisor'));
    const message = {
      code: 'FOLDER_NO_PERMISSION',
      message: 'Usuário não tem permissão para configurar está pasta',
    };
    expect(
      error(await call('SalvarPermissoesPasta', { ID: closed, PERMISSOES: {} }, tokens.supervisor!)),
    ).toEqual(message);
    expect(error(await call('SalvarPasta', { NOME: 'Dentro', PAI_ID: closed }, tokens.supervisor!))).toEqual(
      message,
    );
    expect(error(await call('SalvarPasta', { ID: closed, NOME: 'Renomeada' }, tokens.supervisor!))).toEqual(
      message,
    );
    expect(error(await call('ExcluirPasta', { ID: closed }, tokens.supervisor!))).toEqual(message);
    expect(error(await call('MoverModelo', { ID: form, PASTA_ID: closed }, tokens.supervisor!))).toEqual(
      message,
    );
    expect(
      error(
        await call('SalvarModelo', { MODELO: { ...model('Nova'), folderId: closed } }, tokens.supervisor!),
      ),
    ).toEqual(message);
    // Another company's folder is not found at all.
    expect(error(await call('SalvarPasta', { NOME: 'Invasão', PAI_ID: closed }, tokens.outra!)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect(error(await call('ExcluirPasta', { ID: closed }, tokens.outra!)).code).toBe('ENTITY_NOT_FOUND');
    expect(error(await call('MoverModelo', { ID: form, PASTA_ID: null }, tokens.outra!)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect((await list(tokens.outra!)).folders).toEqual([]);
  });

  it('keeps the forms of a hiding folder out of the filling list only', async () => {
    const hidden = await folder('Oculta ao preencher');
    const sub = await folder('Sub oculta', hidden);
    const form = await create(tokens.owner!, { ...model('Escondida'), folderId: sub });
    ok(
      await call(
        'SalvarPermissoesPasta',
        { ID: hidden, PERMISSOES: {}, OCULTAR_AO_PREENCHER: true },
        tokens.owner!,
      ),
    );
    expect(await sees('operador', form)).toBe(true);
    const filling = await list(tokens.operador!, { PARA_PREENCHER: true });
    expect(filling.forms.some((f) => f.id === form)).toBe(false);
    expect(filling.forms.length).toBeGreaterThan(0);
    expect((await list(tokens.owner!, { BUSCA: 'escondida' })).forms.map((f) => f.id)).toEqual([form]);
  });
});
