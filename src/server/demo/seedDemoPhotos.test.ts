import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../storage/LocalDiskStorage';
import { downloadTestKit } from '../testing/downloadTestKit';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { DEMO_PHOTOS } from './demoPhotos';

const config = { cacheTtlMs: 0, jobsPollMs: 0, jobsRetryBaseMs: 0 };

describe.each(testBackends())('the demo photos on $name', (backend) => {
  let app: TestApp;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'campo-demo-photos-'));
    const storage = new LocalDiskStorage(uploadDir);
    app = await startTestApp(backend, { config: { ...config, uploadDir }, storage });
  });
  afterAll(async () => {
    await app?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('give a finished Demo task photos whose "Imagens (zip)" holds the image files', async () => {
    const kit = downloadTestKit(app);
    const owner = await app.login('dono@demo.campo');
    const task = await app.db
      .selectFrom('tasks')
      .innerJoin('companies', 'companies.id', 'tasks.company_id')
      .select(['tasks.id', 'tasks.status'])
      .where('companies.name', '=', 'Demo')
      .where('tasks.title', '=', "Manutenção corretiva da bomba d'água")
      .executeTakeFirstOrThrow();
    expect(task.status).toBe('finished');

    const id = await kit.build(owner, [task.id], 'images');
    const [download] = (await kit.queue(owner)).filter((d) => d.id === id);
    expect(download).toMatchObject({ status: 'ready', error: null });
    const response = await kit.fetch(owner, id);
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(response.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([`${task.id}_fotos_1.png`, `${task.id}_fotos_2.png`]);
    for (const [n, photo] of DEMO_PHOTOS.entries())
      expect(Buffer.from(await zip.file(`${task.id}_fotos_${n + 1}.png`)!.async('uint8array'))).toEqual(
        Buffer.from(photo.base64, 'base64'),
      );
  });

  it('are rows of the task document, the same an upload and a save leave', async () => {
    const files = await app.db
      .selectFrom('document_files')
      .innerJoin('tasks', (j) =>
        j
          .onRef('tasks.company_id', '=', 'document_files.company_id')
          .onRef('tasks.document_id', '=', 'document_files.document_id'),
      )
      .select(['document_files.field_id', 'document_files.content_type', 'document_files.file_name'])
      .where('tasks.title', '=', "Manutenção corretiva da bomba d'água")
      .orderBy('document_files.file_name')
      .execute();
    expect(files).toEqual(
      DEMO_PHOTOS.map((p) => ({ field_id: 'fotos', content_type: 'image/png', file_name: p.name })),
    );
  });
});
