import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../storage/LocalDiskStorage';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { downloadTestKit, ProbedStorage, type DownloadItem } from '../../testing/downloadTestKit';
import { drainJobs } from '../../testing/drainJobs';

const config = { cacheTtlMs: 0, jobsPollMs: 0, jobsRetryBaseMs: 0 };

describe.each(testBackends())('the downloads queue on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof downloadTestKit>;
  let storage: ProbedStorage;
  let uploadDir: string;
  let owner: string;
  let operator: string;
  let supervisor: string;
  let outra: string;
  let formId: number;
  let taskId: number;
  let emptyTaskId: number;

  const item = async (token: string, id: number) => (await kit.queue(token)).find((d) => d.id === id);

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'campo-downloads-'));
    storage = new ProbedStorage(new LocalDiskStorage(uploadDir));
    app = await startTestApp(backend, { config: { ...config, uploadDir }, storage });
    kit = downloadTestKit(app);
    owner = await app.login('dono@demo.campo');
    operator = await app.login('operador@demo.campo');
    supervisor = await app.login('supervisor@demo.campo');
    outra = await app.login('dono@outra.campo');
    const operatorId = await kit.tasks.userId('operador@demo.campo');
    formId = await kit.inspectionForm(owner);
    ({ taskId } = await kit.filledTask(owner, operator, operatorId, formId, 'Inspeção do quadro geral'));
    emptyTaskId = await kit.tasks.create(owner, {
      title: 'Sem endereço nem documento',
      formId,
      responsible: { kind: 'employee', id: operatorId },
      startDate: kit.tasks.day(0),
    });
  });
  afterAll(async () => {
    await app?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('an empty selection answers the spec message in pt-BR, and nothing is queued', async () => {
    const refused = kit.tasks.failure(await kit.request(owner, [], 'excel'));
    expect(refused).toEqual({
      code: 'DOWNLOAD_NO_TASKS_SELECTED',
      message: 'Selecione pelo menos uma atividade para fazer o download',
    });
    expect(await kit.queue(owner)).toEqual([]);
  });

  it('unknown, deleted and other companies tasks are not found, nothing queued', async () => {
    expect(kit.tasks.failure(await kit.request(owner, [taskId, 999999], 'excel')).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect(kit.tasks.failure(await kit.request(outra, [taskId], 'excel')).code).toBe('ENTITY_NOT_FOUND');
    const deleted = await kit.tasks.create(owner, {
      title: 'Apagada',
      formId,
      responsible: { kind: 'employee', id: await kit.tasks.userId('operador@demo.campo') },
      startDate: kit.tasks.day(0),
    });
    await kit.tasks.tweak(deleted, { status: 'deleted' });
    expect(kit.tasks.failure(await kit.request(owner, [deleted], 'pdf')).code).toBe('ENTITY_NOT_FOUND');
    expect(await kit.queue(owner)).toEqual([]);
    expect(await kit.queue(outra)).toEqual([]);
  });

  it('moves waiting → generating (progress seen meanwhile) → ready → downloading → done', async () => {
    const id = Number(kit.tasks.ok(await kit.request(owner, [taskId, emptyTaskId], 'excelImages')).ID);
    expect(await item(owner, id)).toMatchObject({
      status: 'waiting',
      progress: 0,
      format: 'excelImages',
      taskIds: [taskId, emptyTaskId],
      taskCount: 2,
      size: null,
      error: null,
    });
    expect((await item(owner, id))!.name).toMatch(/^atividades_\d{8}_\d{4}\.xlsx$/);

    // While the build reads the photos, the queue (another request) already shows it generating.
    const seen: DownloadItem[] = [];
    storage.onGet = async () => void seen.push((await item(owner, id))!);
    try {
      await kit.runJobs();
    } finally {
      storage.onGet = null;
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((d) => d.status === 'generating')).toBe(true);
    expect(seen.at(-1)!.progress).toBeGreaterThan(0);
    expect(seen.at(-1)!.progress).toBeLessThan(100);

    const ready = (await item(owner, id))!;
    expect(ready).toMatchObject({ status: 'ready', progress: 100, errorCode: null });
    expect(ready.size).toBeGreaterThan(1000);
    // The file is in the FileStorage, not in the database.
    expect(
      (await readdir(join(uploadDir, String(await kit.tasks.companyId('Demo'))))).some((f) =>
        f.startsWith('download-'),
      ),
    ).toBe(true);

    const during: string[] = [];
    storage.onGet = async () => void during.push((await item(owner, id))!.status);
    const response = await kit.fetch(owner, id).finally(() => (storage.onGet = null));
    expect(during).toEqual(['downloading']);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${ready.name}"; filename*=UTF-8''${ready.name}`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.length).toBe(ready.size);
    expect((await item(owner, id))!.status).toBe('done');
    // A done download can be fetched again until the retention removes it.
    expect((await kit.fetch(owner, id)).statusCode).toBe(200);
  });

  it('lists only the caller own downloads, newest first; others get not found', async () => {
    const first = await kit.build(owner, [taskId], 'kml');
    const second = await kit.build(owner, [taskId], 'pdf');
    const mine = (await kit.queue(owner)).map((d) => d.id);
    expect(mine.indexOf(second)).toBeLessThan(mine.indexOf(first));
    expect((await kit.queue(supervisor)).map((d) => d.id)).not.toContain(first);
    expect((await kit.queue(outra)).map((d) => d.id)).not.toContain(first);
    for (const token of [supervisor, outra]) {
      const answer = (await kit.fetch(token, first)).json();
      expect(answer.ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
    }
    expect((await item(owner, first))!.status).toBe('ready');
  });

  it('a download not built yet is not ready; a failed build is an error with the catalogue message, built again when requested again', async () => {
    const waiting = Number(kit.tasks.ok(await kit.request(owner, [taskId], 'pdf')).ID);
    expect((await kit.fetch(owner, waiting)).json().ROOT).toMatchObject({
      ERROR_CODE: 'DOWNLOAD_NOT_READY',
      MESSAGES: { ERRORS: ['Este download ainda não está pronto'] },
    });
    storage.failNextPut = true;
    await kit.runJobs();
    expect(await item(owner, waiting)).toMatchObject({
      status: 'error',
      errorCode: 'DOWNLOAD_BUILD_FAILED',
      error: 'Erro ao gerar o arquivo. Tente novamente',
    });
    expect((await kit.fetch(owner, waiting)).json().ROOT.ERROR_CODE).toBe('DOWNLOAD_NOT_READY');

    const retried = await kit.build(owner, [taskId], 'pdf');
    expect(await item(owner, retried)).toMatchObject({ status: 'ready', progress: 100 });
  });

  it('no data for the format is an error of its own (images of tasks without photos)', async () => {
    const id = await kit.build(owner, [emptyTaskId], 'images');
    expect(await item(owner, id)).toMatchObject({
      status: 'error',
      errorCode: 'DOWNLOAD_NO_DATA',
      error: 'Não há dados para gerar este download',
    });
    const kml = await kit.build(owner, [emptyTaskId], 'kml');
    expect((await item(owner, kml))!.errorCode).toBe('DOWNLOAD_NO_DATA');
  });

  it('a build interrupted by a stopped process is taken again once its lease passed', async () => {
    const id = Number(kit.tasks.ok(await kit.request(owner, [taskId], 'kml')).ID);
    // As if a process claimed it and stopped: generating, lease over, its watchdog job due now.
    await app.db
      .updateTable('downloads')
      .set({ status: 'generating', attempts: 1, lease_until: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await app.app.jobs.schedule('downloads.generate', {
      companyId: await kit.tasks.companyId('Demo'),
      downloadId: id,
    });
    await kit.runJobs();
    expect(await item(owner, id)).toMatchObject({ status: 'ready', progress: 100 });
    const row = await app.db
      .selectFrom('downloads')
      .select('attempts')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
  });

  it('is TASK VIEW: a company that turns activities off is refused every download command', async () => {
    const id = await kit.build(owner, [taskId], 'kml');
    const off = await app.command(
      'SalvarFuncionalidadesEmpresa',
      { FUNCTIONALITIES: JSON.stringify({ TASK: 'DISABLE' }) },
      owner,
    );
    expect(off.ROOT.RESULT).toBe('1');
    try {
      expect(kit.tasks.failure(await kit.request(operator, [taskId], 'kml')).code).toBe('PERMISSION_DENIED');
      expect(kit.tasks.failure(await kit.tasks.call('ConsultarDownloads', {}, owner)).code).toBe(
        'PERMISSION_DENIED',
      );
      expect((await kit.fetch(owner, id)).json().ROOT.ERROR_CODE).toBe('PERMISSION_DENIED');
    } finally {
      await app.command(
        'SalvarFuncionalidadesEmpresa',
        { FUNCTIONALITIES: JSON.stringify({ TASK: 'EDIT' }) },
        owner,
      );
    }
    // Viewers read tasks, so they download them too.
    const viewer = await app.login('visualizador@demo.campo');
    const viewed = await kit.build(viewer, [taskId], 'kml');
    expect((await item(viewer, viewed))!.status).toBe('ready');
  });

  it('old downloads leave with their files after the retention', async () => {
    const id = await kit.build(owner, [taskId], 'kml');
    const row = await app.db
      .selectFrom('downloads')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await storage.get(row.storage_key!)).not.toBeNull();
    // The hourly queue job (downloads.sweepExpired), once the retention (24 h by default) has passed.
    await app.db
      .updateTable('downloads')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
      .execute();
    await app.app.jobs.schedule('downloads.sweepExpired', { at: new Date().toISOString() });
    await drainJobs(app.app.jobs);
    expect(await storage.get(row.storage_key!)).toBeNull();
    expect(await kit.queue(owner)).toEqual([]);
  });
});
