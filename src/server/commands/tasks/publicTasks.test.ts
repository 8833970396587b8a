import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { readPdfPages } from '../../testing/readPdfPages';
import { taskScene } from '../../testing/taskScene';
import type { taskTestKit } from '../../testing/taskTestKit';

type Scene = Awaited<ReturnType<typeof taskScene>>;
interface PublicTaskItem {
  id: number;
  title: string;
  state: string;
  doneLabel: string | null;
  formName?: string | null;
  responsibleName?: string | null;
  pdfVersion?: string;
}

describe.each(testBackends())('the client portal and a shared asset list their tasks on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof taskTestKit>;
  let owner: string;
  let operator: string;
  let outra: string;
  let task: Scene['task'];
  let fill: Scene['fill'];
  let clientId: number;
  let otherClientId: number;
  let assetId: number;
  let otherAssetId: number;

  const saveEntity = async (entity: string, data: Record<string, unknown>, token = owner) =>
    Number(kit.ok(await app.command('SaveEntity', { ENTITY: entity, DATA: JSON.stringify(data) }, token)).ID);
  const portalToken = async (id: number, extra: Record<string, string> = {}) => {
    const saved = kit.ok(await app.command('SalvarPortalCliente', { ID: String(id), ...extra }, owner));
    const link = (saved.PORTAL as { link: string }).link;
    return decodeURIComponent(link.split('/client-center/')[1]!);
  };
  const portal = async (token: string) =>
    (
      kit.ok(await app.command('ConsultarPortalPublico', { TOKEN: token })).PORTAL as {
        activities: PublicTaskItem[];
      }
    ).activities;

  beforeAll(async () => {
    app = await startTestApp(backend, { config: { cacheTtlMs: 0, publicRateLimitPerMinute: 1000 } });
    ({ kit, owner, operator, task, fill } = await taskScene(app, 'Manutenção do cliente'));
    outra = await app.login('dono@outra.campo');
    clientId = await saveEntity('client', { name: 'Mercado Boa Vista' });
    otherClientId = await saveEntity('client', { name: 'Farmácia Central' });
    const assetType = await kit.record('Demo', 'assetType');
    assetId = await saveEntity('asset', { name: 'Câmara fria 1', assetType, shareShowTasks: true });
    otherAssetId = await saveEntity('asset', { name: 'Câmara fria 2', assetType });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('the portal lists the client tasks with their states, details only when allowed', async () => {
    const done = await task({ title: 'Revisão elétrica', clientId, startDate: kit.day(-1) });
    kit.ok(await fill(operator, done, { FINALIZADO: 1 }));
    const planned = await task({ title: 'Troca de filtros', clientId, startDate: kit.day(1) });
    const gone = await task({ title: 'Excluída do cliente', clientId });
    await kit.tweak(gone, { status: 'deleted' });
    await task({ title: 'De outro cliente', clientId: otherClientId });

    const token = await portalToken(clientId);
    const listed = await portal(token);
    expect(listed.map((a) => [a.id, a.title, a.state])).toEqual([
      [planned, 'Troca de filtros', 'planned'],
      [done, 'Revisão elétrica', 'finished'],
    ]);
    expect(listed[1]!.doneLabel).toBe('noDueDate');
    expect(listed[0]).not.toHaveProperty('formName');
    expect(listed[0]).not.toHaveProperty('responsibleName');

    await portalToken(clientId, { ALLOW_ACTIVITY_DETAILS: 'true' });
    const detailed = await portal(token);
    expect(detailed[0]).toMatchObject({
      formName: 'Manutenção do cliente',
      responsibleName: 'Otávio Operador',
    });
  });

  it('a portal with its download option gives each finished task its PDF, refused once outdated', async () => {
    const client = await saveEntity('client', { name: 'Padaria Trigo Bom' });
    const done = await task({ title: 'Limpeza do forno', clientId: client, startDate: kit.day(-1) });
    kit.ok(await fill(operator, done, { FINALIZADO: 1 }));
    const open = await task({ title: 'Troca da vedação', clientId: client, startDate: kit.day(1) });
    const other = await task({ title: 'Outro cliente', clientId: otherClientId, startDate: kit.day(-1) });
    kit.ok(await fill(operator, other, { FINALIZADO: 1 }));
    const download = async (token: string, params: Record<string, string>) => {
      const answer = await app.app.inject({
        method: 'POST',
        url: '/api/command',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          COMMAND: 'BaixarPdfPortalPublico',
          'CMD.TOKEN': token,
          ...Object.fromEntries(Object.entries(params).map(([k, v]) => [`CMD.${k}`, v])),
        }).toString(),
      });
      return answer;
    };
    const errorOf = (answer: { json: () => unknown }) =>
      (answer.json() as { ROOT: { ERROR_CODE: string; MESSAGES: { ERRORS: string[] } } }).ROOT;

    // Off by default: no version listed, and a guessed one gets nothing.
    const token = await portalToken(client);
    expect((await portal(token)).every((a) => a.pdfVersion === undefined)).toBe(true);
    expect(errorOf(await download(token, { TASK_ID: String(done), VERSION: '1' })).ERROR_CODE).toBe(
      'DOWNLOAD_NO_DATA',
    );

    await portalToken(client, { ALLOW_PDF_DOWNLOAD: 'true' });
    const listed = await portal(token);
    const finished = listed.find((a) => a.id === done)!;
    expect(finished.pdfVersion).toMatch(/^\d+$/);
    expect(listed.find((a) => a.id === open)!.pdfVersion).toBeUndefined();

    const pdf = await download(token, { TASK_ID: String(done), VERSION: finished.pdfVersion! });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toMatch(/^attachment/);
    const pages = await readPdfPages(pdf.rawPayload);
    expect(pages[0]!.text).toContain('Manutenção do cliente');

    // Another client's finished task, or one not finished, is nothing this portal can give.
    for (const id of [other, open])
      expect(
        errorOf(await download(token, { TASK_ID: String(id), VERSION: finished.pdfVersion! })).ERROR_CODE,
      ).toBe('DOWNLOAD_NO_DATA');

    // The document changed after the page listed it: the old version is refused with the spec's message.
    await app.db
      .updateTable('documents')
      .set({ updated_at: new Date(Date.now() + 60_000) })
      .where(
        'id',
        '=',
        (
          await app.db
            .selectFrom('tasks')
            .select('document_id')
            .where('id', '=', done)
            .executeTakeFirstOrThrow()
        ).document_id!,
      )
      .execute();
    const outdated = errorOf(await download(token, { TASK_ID: String(done), VERSION: finished.pdfVersion! }));
    expect(outdated.ERROR_CODE).toBe('PUBLIC_PDF_OUTDATED');
    expect(outdated.MESSAGES.ERRORS).toEqual([
      'A versão pública deste PDF está desatualizada, não é possível baixá-lo',
    ]);
    const fresh = (await portal(token)).find((a) => a.id === done)!.pdfVersion!;
    expect(fresh).not.toBe(finished.pdfVersion);
    expect((await download(token, { TASK_ID: String(done), VERSION: fresh })).headers['content-type']).toBe(
      'application/pdf',
    );

    // Behind the portal's password like the page itself.
    await portalToken(client, { PASSWORD: 'trigo123' });
    expect(errorOf(await download(token, { TASK_ID: String(done), VERSION: fresh })).ERROR_CODE).toBe(
      'SHARE_WRONG_PASSWORD',
    );
    expect(
      (await download(token, { TASK_ID: String(done), VERSION: fresh, PASSWORD: 'trigo123' })).headers[
        'content-type'
      ],
    ).toBe('application/pdf');
  });

  it('a shared asset shows its own tasks when its sharing shows tasks', async () => {
    const mine = await task({ title: 'Degelo da câmara', assetId });
    await task({ title: 'Degelo da outra câmara', assetId: otherAssetId });
    const shared = kit.ok(await app.command('CompartilharAtivo', { ID: String(assetId) }, owner));
    const page = kit.ok(await app.command('ConsultarAtivoPublico', { TOKEN: String(shared.TOKEN) }));
    const tasks = (page.ATIVO as { tasks: PublicTaskItem[] }).tasks;
    expect(tasks.map((t) => [t.id, t.title, t.state])).toEqual([[mine, 'Degelo da câmara', 'planned']]);
    expect(tasks[0]).not.toHaveProperty('responsibleName');

    const quiet = kit.ok(await app.command('CompartilharAtivo', { ID: String(otherAssetId) }, owner));
    const hidden = kit.ok(await app.command('ConsultarAtivoPublico', { TOKEN: String(quiet.TOKEN) }));
    expect(hidden.ATIVO).not.toHaveProperty('tasks');
  });

  it('another company task pointing at the same ids never shows', async () => {
    const foreignForm = await kit.form(outra, 'Formulário da outra');
    const foreignClient = await saveEntity('client', { name: 'Cliente da outra' }, outra);
    const outraUser = await kit.userId('dono@outra.campo');
    await kit.create(outra, {
      title: 'Tarefa da outra empresa',
      formId: foreignForm,
      clientId: foreignClient,
      responsible: { kind: 'employee', id: outraUser },
      startDate: kit.day(0),
    });
    // The same numeric id in another company: written directly, as no command would accept it.
    const row = await app.db
      .selectFrom('tasks')
      .select('id')
      .where('title', '=', 'Tarefa da outra empresa')
      .executeTakeFirstOrThrow();
    await kit.tweak(row.id, { client_id: clientId, asset_id: assetId });
    const titles = (await portal(await portalToken(clientId))).map((a) => a.title);
    expect(titles).not.toContain('Tarefa da outra empresa');
    const shared = kit.ok(await app.command('CompartilharAtivo', { ID: String(assetId) }, owner));
    const page = kit.ok(await app.command('ConsultarAtivoPublico', { TOKEN: String(shared.TOKEN) }));
    expect((page.ATIVO as { tasks: PublicTaskItem[] }).tasks.map((t) => t.title)).toEqual([
      'Degelo da câmara',
    ]);
  });
});
