import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { LocalDiskStorage } from './LocalDiskStorage';
import { drainJobs } from '../testing/drainJobs';

describe.each(testBackends())('sweepOrphanUploads on $name', (backend) => {
  let app: TestApp;
  let root: string;
  let storage: LocalDiskStorage;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'campo-sweep-'));
    storage = new LocalDiskStorage(root);
    app = await startTestApp(backend, {
      storage,
      config: { cacheTtlMs: 0, jobsPollMs: 0, jobsRetryBaseMs: 0, orphanUploadHours: 24 },
    });
  });
  afterAll(async () => {
    await app?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('the hourly queue job removes old uploads no document took, with their bytes, keeps the rest, and schedules the next hour', async () => {
    const day = 24 * 3600_000;
    const file = async (id: string, documentId: number | null, age: number) => {
      await storage.put(`1/${id}`, new Uint8Array([1]));
      await app.db
        .insertInto('document_files')
        .values({
          company_id: 1,
          id,
          document_id: documentId,
          form_id: 1,
          field_id: 'photo',
          storage_key: `1/${id}`,
          file_name: `${id}.png`,
          content_type: 'image/png',
          size: 1,
          created_by: 1,
          created_at: new Date(Date.now() - age),
        })
        .execute();
    };
    await file('old-orphan', null, 2 * day);
    await file('new-orphan', null, 60_000);
    await file('old-kept', 5, 2 * day);

    await app.app.jobs.schedule('uploads.sweepOrphans', { at: new Date().toISOString() });
    await drainJobs(app.app.jobs);
    const left = await app.db.selectFrom('document_files').select('id').where('company_id', '=', 1).execute();
    expect(left.map((r) => r.id).sort()).toEqual(['new-orphan', 'old-kept']);
    expect(await storage.get('1/old-orphan')).toBeNull();
    expect(await storage.get('1/new-orphan')).not.toBeNull();
    const next = await app.db
      .selectFrom('job_keys')
      .select('key')
      .where('name', '=', 'uploads.sweepOrphans')
      .execute();
    expect(next.map((k) => k.key)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^uploads\.sweepOrphans:\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/),
      ]),
    );
  });
});
