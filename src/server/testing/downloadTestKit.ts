import { expect } from 'vitest';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { Envelope } from '../../runtime/protocol/envelope';
import type { FileStorage } from '../storage/FileStorage';
import { TINY_PNG } from './tinyPng';
import type { TestApp } from './testApp';
import { documentTestKit } from './documentTestKit';
import { taskTestKit } from './taskTestKit';
import { drainJobs } from './drainJobs';

/** An inspection form with a text, a choice, photos, a drawn signature and a table. */
export const INSPECTION_MODEL: FormModel = {
  name: 'Inspeção elétrica',
  score: true,
  groups: [
    {
      id: 'g',
      name: 'Vistoria do quadro',
      fields: [
        { id: 'obs', name: 'Observação', type: 'textShort' },
        {
          id: 'resultado',
          name: 'Resultado',
          type: 'choiceSingle',
          options: [
            { id: 'ok', name: 'Aprovado', score: 10 },
            { id: 'nok', name: 'Reprovado', score: 0 },
          ],
        },
        { id: 'fotos', name: 'Fotos do quadro', type: 'photo' },
        { id: 'assinatura', name: 'Assinatura do cliente', type: 'signatureDrawn' },
        {
          id: 'itens',
          name: 'Itens trocados',
          type: 'table',
          settings: {
            columns: [
              { id: 'item', name: 'Item', type: 'textShort' },
              { id: 'qtd', name: 'Quantidade', type: 'number' },
            ],
          },
        },
      ],
    },
  ],
};

export interface DownloadItem {
  id: number;
  format: string;
  taskIds: number[];
  taskCount: number;
  status: string;
  progress: number;
  name: string;
  size: number | null;
  errorCode: string | null;
  error: string | null;
}

/**
 * A FileStorage over another one that lets a test look inside a build (`onGet`, called before each
 * read) and break the next write (`failNextPut`).
 */
export class ProbedStorage implements FileStorage {
  onGet: ((key: string) => Promise<void>) | null = null;
  failNextPut = false;
  constructor(private readonly inner: FileStorage) {}
  async put(key: string, bytes: Uint8Array): Promise<void> {
    if (this.failNextPut) {
      this.failNextPut = false;
      throw new Error('disk full (test)');
    }
    await this.inner.put(key, bytes);
  }
  async get(key: string): Promise<Uint8Array | null> {
    await this.onGet?.(key);
    return this.inner.get(key);
  }
  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }
}

/**
 * Shortcuts of the download suites: the inspection form, a task of the operator filled and finished
 * with photos, a signature and table rows, requesting a download and running the job queue until the
 * build is over, the caller's queue and a download's raw response.
 *
 * @example const kit = downloadTestKit(app); const { taskId } = await kit.filledTask(owner, operator, operatorId, formId);
 */
export function downloadTestKit(t: TestApp) {
  const tasks = taskTestKit(t);
  const documents = documentTestKit(t);
  const upload = async (token: string, formId: number, fieldId: string) => {
    const answer = await documents.upload(token, formId, fieldId, 'foto.png', TINY_PNG);
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT.ARQUIVO as { fileId: string; name: string; mimeType: string; size: number };
  };
  const runJobs = async () => {
    await drainJobs(t.app.jobs);
  };
  return {
    tasks,
    async inspectionForm(token: string): Promise<number> {
      return (await documents.insertForm(token, INSPECTION_MODEL)).id;
    },
    /** A task of `operatorId` at a located address, filled and finished by the operator. */
    async filledTask(owner: string, operator: string, operatorId: number, formId: number, title: string) {
      const taskId = await tasks.create(owner, {
        title,
        formId,
        responsible: { kind: 'employee', id: operatorId },
        startDate: tasks.day(0),
        startHour: '00:00',
        address: {
          street: 'Rua da Aurora',
          number: '100',
          city: 'Recife',
          state: 'PE',
          latitude: -8.06,
          longitude: -34.88,
        },
      });
      const photos = [await upload(operator, formId, 'fotos'), await upload(operator, formId, 'fotos')];
      const signature = await upload(operator, formId, 'assinatura');
      const saved = tasks.ok(
        await documents.save(operator, {
          MODELO_ID: formId,
          VERSAO: 1,
          ATIVIDADE_ID: taskId,
          FINALIZADO: 1,
          VALORES: {
            obs: 'Disjuntor & cabos <ok> "trocados"',
            resultado: 'ok',
            fotos: photos,
            assinatura: signature,
            itens: [
              { item: 'Disjuntor 20 A', qtd: 2 },
              { item: 'Cabo 4 mm²', qtd: 15 },
            ],
          },
        }),
      );
      return { taskId, documentId: Number(saved.ID) };
    },
    runJobs,
    async request(token: string, ids: number[], format: string): Promise<Envelope> {
      return tasks.call('SolicitarDownload', { IDS: ids, FORMATO: format }, token);
    },
    /** Requests a download and runs the queue until its build is over; resolves with its id. */
    async build(token: string, ids: number[], format: string): Promise<number> {
      const id = Number(
        tasks.ok(await tasks.call('SolicitarDownload', { IDS: ids, FORMATO: format }, token)).ID,
      );
      await runJobs();
      return id;
    },
    async queue(token: string): Promise<DownloadItem[]> {
      return tasks.ok(await tasks.call('ConsultarDownloads', {}, token)).ITEMS as DownloadItem[];
    },
    fetch(token: string, id: number) {
      return t.app.inject({
        method: 'POST',
        url: '/api/command',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          COMMAND: 'BaixarDownload',
          AUTH_TOKEN: token,
          'CMD.ID': String(id),
        }).toString(),
      });
    },
  };
}
