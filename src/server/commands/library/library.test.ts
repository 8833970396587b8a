import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { multipartBody } from '../../testing/multipartBody';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { TINY_PNG } from '../../testing/tinyPng';

interface Library {
  id: number;
  name: string;
  parentId: number | null;
  restricted: boolean;
  fileCount: number;
  size: number;
}

describe.each(testBackends())('libraries and their files on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let operator: string;
  let viewer: string;
  let outra: string;
  const ok = (answer: Envelope) => {
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT;
  };
  const save = (params: Record<string, unknown>, token = owner) =>
    t.command(
      'SalvarBiblioteca',
      Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ),
      token,
    );
  const list = async (token = owner) =>
    ok(await t.command('ListarBibliotecas', {}, token)).BIBLIOTECAS as Library[];
  const upload = (token: string, libraryId: number, filename: string, data: Buffer) => {
    const { payload, headers } = multipartBody(
      { COMMAND: 'EnviarArquivoBiblioteca', AUTH_TOKEN: token, 'CMD.LIBRARY_ID': String(libraryId) },
      { 'CMD.FILE': { filename, data } },
    );
    return t.app
      .inject({ method: 'POST', url: '/api/command', headers, payload })
      .then((r) => r.json<Envelope>());
  };
  const download = (command: string, params: Record<string, string>, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/command',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        COMMAND: command,
        ...(token ? { AUTH_TOKEN: token } : {}),
        ...Object.fromEntries(Object.entries(params).map(([k, v]) => [`CMD.${k}`, v])),
      }).toString(),
    });

  beforeAll(async () => {
    t = await startTestApp(backend, { config: { publicRateLimitPerMinute: 1000 } });
    owner = await t.login('dono@demo.campo');
    operator = await t.login('operador@demo.campo');
    viewer = await t.login('visualizador@demo.campo');
    outra = await t.login('dono@outra.campo');
  });
  afterAll(() => t?.close());

  it('creates a library and a sub-library, listed as a tree, and refuses to delete a parent', async () => {
    const main = ok(await save({ NAME: ' Manuais ' })).BIBLIOTECA as Library;
    expect(main).toMatchObject({ name: 'Manuais', parentId: null, restricted: false });
    const sub = ok(await save({ NAME: 'Elétrica', PARENT_ID: main.id })).BIBLIOTECA as Library;
    const listed = await list();
    expect(listed.find((l) => l.id === sub.id)).toMatchObject({ name: 'Elétrica', parentId: main.id });

    const refused = await t.command('ExcluirBiblioteca', { ID: String(main.id) }, owner);
    expect(refused.ROOT.ERROR_CODE).toBe('LIBRARY_HAS_SUBLIBRARIES');
    expect(refused.ROOT.MESSAGES.ERRORS).toEqual([
      'Esta biblioteca tem sub-bibliotecas: exclua-as antes de excluir a biblioteca',
    ]);
    expect((await list()).some((l) => l.id === main.id)).toBe(true);

    ok(await t.command('ExcluirBiblioteca', { ID: String(sub.id) }, owner));
    ok(await t.command('ExcluirBiblioteca', { ID: String(main.id) }, owner));
    expect((await list()).some((l) => l.id === main.id || l.id === sub.id)).toBe(false);
  });

  it('refuses a library as its own parent or under its own sub-library', async () => {
    const a = ok(await save({ NAME: 'A' })).BIBLIOTECA as Library;
    const b = ok(await save({ NAME: 'B', PARENT_ID: a.id })).BIBLIOTECA as Library;
    const c = ok(await save({ NAME: 'C', PARENT_ID: b.id })).BIBLIOTECA as Library;
    expect((await save({ ID: String(a.id), NAME: 'A', PARENT_ID: a.id })).ROOT.ERROR_CODE).toBe(
      'SELF_PARENT',
    );
    expect((await save({ ID: String(a.id), NAME: 'A', PARENT_ID: c.id })).ROOT.ERROR_CODE).toBe(
      'PARENT_CYCLE',
    );
    const detail = ok(await t.command('ConsultarBiblioteca', { ID: String(c.id) }, owner)).BIBLIOTECA as {
      path: Array<{ name: string }>;
    };
    expect(detail.path.map((p) => p.name)).toEqual(['A', 'B', 'C']);
  });

  it('uploads a file under a sanitised name, downloads the same bytes, deletes it', async () => {
    const library = ok(await save({ NAME: 'Relatórios' })).BIBLIOTECA as Library;
    const pdf = Buffer.from('%PDF-1.4\n% relatório de teste\n');
    const sent = ok(await upload(owner, library.id, 'Relatório Técnico (1).PDF', pdf)).ARQUIVO as {
      id: number;
      name: string;
      contentType: string;
    };
    expect(sent).toMatchObject({
      name: 'Relatorio_Tecnico_1.PDF',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    const detail = ok(await t.command('ConsultarBiblioteca', { ID: String(library.id) }, viewer))
      .BIBLIOTECA as {
      files: Array<{ id: number; name: string; size: number }>;
    };
    expect(detail.files).toEqual([expect.objectContaining({ id: sent.id, name: 'Relatorio_Tecnico_1.PDF' })]);
    expect((await list()).find((l) => l.id === library.id)).toMatchObject({ fileCount: 1, size: pdf.length });

    const got = await download('BaixarArquivoBiblioteca', { ID: String(sent.id) }, viewer);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(got.rawPayload, pdf)).toBe(0);
    // An uploaded page is never answered as HTML.
    const html = ok(await upload(owner, library.id, 'x.html', Buffer.from('<script>alert(1)</script>')))
      .ARQUIVO as { contentType: string };
    expect(html.contentType).toBe('application/octet-stream');

    // Past the url-encoded body limit (1 MB) but within the file limit (5 MB).
    const large = Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024)]);
    expect(ok(await upload(owner, library.id, 'grande.pdf', large)).ARQUIVO).toMatchObject({
      size: large.length,
    });
    expect(
      (await upload(owner, library.id, 'enorme.pdf', Buffer.alloc(6 * 1024 * 1024))).ROOT.ERROR_CODE,
    ).toBe('FILE_TOO_LARGE');
    expect((await upload(viewer, library.id, 'a.pdf', pdf)).ROOT.ERROR_CODE).toBe('NO_PERMISSION_EDIT');
    expect((await upload(outra, library.id, 'a.pdf', pdf)).ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
    expect(
      (await download('BaixarArquivoBiblioteca', { ID: String(sent.id) }, outra)).json<Envelope>().ROOT
        .ERROR_CODE,
    ).toBe('ENTITY_NOT_FOUND');
    ok(await t.command('ExcluirArquivoBiblioteca', { ID: String(sent.id) }, owner));
    expect(
      (await download('BaixarArquivoBiblioteca', { ID: String(sent.id) }, owner)).json<Envelope>().ROOT
        .ERROR_CODE,
    ).toBe('ENTITY_NOT_FOUND');
  });

  it('shows a restricted library only to the roles, work groups and employees it lists, and to admins', async () => {
    const operatorGroup = 160;
    const secret = ok(
      await save({ NAME: 'Confidencial', RESTRICTED: true, ALLOWED: { roles: [operatorGroup] } }),
    ).BIBLIOTECA as Library;
    const inner = ok(await save({ NAME: 'Dentro', PARENT_ID: secret.id })).BIBLIOTECA as Library;
    await upload(owner, inner.id, 'x.png', TINY_PNG);
    expect((await list(operator)).map((l) => l.id)).toEqual(expect.arrayContaining([secret.id, inner.id]));
    const hidden = (await list(viewer)).map((l) => l.id);
    expect(hidden).not.toContain(secret.id);
    // A restriction covers the sub-libraries below it.
    expect(hidden).not.toContain(inner.id);
    expect((await t.command('ConsultarBiblioteca', { ID: String(inner.id) }, viewer)).ROOT.ERROR_CODE).toBe(
      'ENTITY_NOT_FOUND',
    );

    const me = (await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, viewer)).ROOT
      .USUARIO_LOGADO as { id: number };
    ok(
      await save({
        ID: String(secret.id),
        NAME: 'Confidencial',
        RESTRICTED: true,
        ALLOWED: { employees: [me.id] },
      }),
    );
    expect((await list(viewer)).map((l) => l.id)).toContain(secret.id);
    expect((await list(operator)).map((l) => l.id)).not.toContain(secret.id);

    const squad = ok(
      await t.command(
        'SaveEntity',
        { ENTITY: 'squad', DATA: JSON.stringify({ title: 'Equipe da Biblioteca', members: [me.id] }) },
        owner,
      ),
    );
    ok(
      await save({
        ID: String(secret.id),
        NAME: 'Confidencial',
        RESTRICTED: true,
        ALLOWED: { squads: [squad.ID as number] },
      }),
    );
    expect((await list(viewer)).map((l) => l.id)).toContain(secret.id);
    // The company administrator sees everything; another company sees none of it.
    expect((await list(owner)).map((l) => l.id)).toContain(secret.id);
    expect((await list(outra)).map((l) => l.id)).not.toContain(secret.id);
    const options = ok(await t.command('ConsultarBiblioteca', { OPCOES: 'true' }, owner)).OPCOES_ACESSO as {
      roles: Array<{ id: number }>;
      squads: Array<{ id: number; name: string }>;
      employees: Array<{ id: number }>;
    };
    expect(options.roles.map((r) => r.id)).toContain(160);
    expect(options.squads).toContainEqual({ id: squad.ID, name: 'Equipe da Biblioteca' });
    expect(options.employees.map((e) => e.id)).toContain(me.id);
  });

  it('keeps libraries per company: another company cannot read, rename, delete or share them', async () => {
    const mine = ok(await save({ NAME: 'Só da Demo' })).BIBLIOTECA as Library;
    const file = ok(await upload(owner, mine.id, 'a.png', TINY_PNG)).ARQUIVO as { id: number };
    for (const [name, params] of [
      ['ConsultarBiblioteca', { ID: String(mine.id) }],
      ['SalvarBiblioteca', { ID: String(mine.id), NAME: 'Roubada' }],
      ['ExcluirBiblioteca', { ID: String(mine.id) }],
      ['ExcluirArquivoBiblioteca', { ID: String(file.id) }],
      ['CompartilharArquivoBiblioteca', { ID: String(file.id) }],
      ['SalvarBiblioteca', { NAME: 'Filha', PARENT_ID: String(mine.id) }],
    ] as const)
      expect((await t.command(name, params, outra)).ROOT.ERROR_CODE, name).toBe('ENTITY_NOT_FOUND');
    expect((await list()).find((l) => l.id === mine.id)?.name).toBe('Só da Demo');
  });

  it('shares a file by a public link, answers it without login, and stops when disabled', async () => {
    const library = ok(await save({ NAME: 'Públicos' })).BIBLIOTECA as Library;
    const file = ok(await upload(owner, library.id, 'Foto da obra.png', TINY_PNG)).ARQUIVO as { id: number };
    expect(
      (await t.command('CompartilharArquivoBiblioteca', { ID: String(file.id) }, viewer)).ROOT.ERROR_CODE,
    ).toBe('NO_PERMISSION_EDIT');
    const shared = ok(await t.command('CompartilharArquivoBiblioteca', { ID: String(file.id) }, owner));
    expect(String(shared.LINK)).toMatch(/\/#\/arquivo\?token=/);
    const token = String(shared.TOKEN);
    expect(ok(await t.command('ConsultarArquivoPublico', { TOKEN: token })).ARQUIVO).toEqual({
      name: 'Foto_da_obra.png',
      contentType: 'image/png',
      size: TINY_PNG.length,
    });
    const got = await download('BaixarArquivoPublico', { TOKEN: token });
    expect(got.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(got.rawPayload, TINY_PNG)).toBe(0);

    ok(await t.command('CompartilharArquivoBiblioteca', { ID: String(file.id), ENABLED: 'false' }, owner));
    const off = await t.command('ConsultarArquivoPublico', { TOKEN: token });
    expect(off.ROOT.ERROR_CODE).toBe('FILE_UNAVAILABLE');
    expect(off.ROOT.MESSAGES.ERRORS).toEqual([
      'Este arquivo está indisponível: o link não existe ou foi desativado',
    ]);
    expect((await download('BaixarArquivoPublico', { TOKEN: token })).json<Envelope>().ROOT.ERROR_CODE).toBe(
      'FILE_UNAVAILABLE',
    );
    const renewed = ok(
      await t.command(
        'CompartilharArquivoBiblioteca',
        { ID: String(file.id), ENABLED: 'true', REGENERATE_TOKEN: 'true' },
        owner,
      ),
    );
    expect((await t.command('ConsultarArquivoPublico', { TOKEN: token })).ROOT.ERROR_CODE).toBe(
      'FILE_UNAVAILABLE',
    );
    ok(await t.command('ConsultarArquivoPublico', { TOKEN: String(renewed.TOKEN) }));
    expect((await t.command('ConsultarArquivoPublico', { TOKEN: 'nada' })).ROOT.ERROR_CODE).toBe(
      'FILE_UNAVAILABLE',
    );
    ok(await t.command('ExcluirArquivoBiblioteca', { ID: String(file.id) }, owner));
    expect(
      (await t.command('ConsultarArquivoPublico', { TOKEN: String(renewed.TOKEN) })).ROOT.ERROR_CODE,
    ).toBe('FILE_UNAVAILABLE');
  });
});

describe('library plan limits', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await startTestApp(testBackends()[0]!);
    // Outra is on the TRIAL plan: 2 main libraries, 100 MB.
    owner = await t.login('dono@outra.campo');
  });
  afterAll(() => t?.close());

  it('counts main libraries against the plan limit, not sub-libraries', async () => {
    const save = (params: Record<string, string>) => t.command('SalvarBiblioteca', params, owner);
    const first = (await save({ NAME: 'Um' })).ROOT.BIBLIOTECA as { id: number };
    expect((await save({ NAME: 'Dois' })).ROOT.RESULT).toBe('1');
    expect((await save({ NAME: 'Sub', PARENT_ID: String(first.id) })).ROOT.RESULT).toBe('1');
    const third = await save({ NAME: 'Três' });
    expect(third.ROOT.ERROR_CODE).toBe('PLAN_LIMIT_REACHED');
    expect(third.ROOT).toMatchObject({ LIMIT_KEY: 'library', LIMIT: { limit: 2, limitUsed: 2 } });
    const limit = (await t.command('CheckIfHasLimit', { ENTITY_TYPE: 'LIBRARY' }, owner)).ROOT;
    expect(limit).toMatchObject({ HAS_LIMIT: false });
  });

  it('refuses an upload past the storage limit with the catalogue message', async () => {
    const admin = await t.login('admin');
    const me = (await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, owner)).ROOT
      .USUARIO_LOGADO as {
      companyId: number;
    };
    const limits = { functionalities: {}, limits: { libraryMb: 0 } };
    const set = await t.command(
      'UpdateCompanyNextPermissions',
      { COMPANY_ID: String(me.companyId), PERMISSIONS: JSON.stringify(limits) },
      admin,
    );
    expect(set.ROOT.MESSAGES.ERRORS).toEqual([]);
    const library = (await t.command('ListarBibliotecas', {}, owner)).ROOT.BIBLIOTECAS as Array<{
      id: number;
    }>;
    const { payload, headers } = multipartBody(
      { COMMAND: 'EnviarArquivoBiblioteca', AUTH_TOKEN: owner, 'CMD.LIBRARY_ID': String(library[0]!.id) },
      { 'CMD.FILE': { filename: 'a.png', data: TINY_PNG } },
    );
    const answer = (
      await t.app.inject({ method: 'POST', url: '/api/command', headers, payload })
    ).json<Envelope>();
    expect(answer.ROOT.ERROR_CODE).toBe('LIBRARY_STORAGE_FULL');
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual(['Limite de armazenamento atingido']);
  });
});
