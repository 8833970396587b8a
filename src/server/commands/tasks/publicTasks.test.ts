import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
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
