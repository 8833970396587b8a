import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../mail/Mailer';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { taskScene } from '../../testing/taskScene';
import type { taskTestKit } from '../../testing/taskTestKit';
import { drainJobs } from '../../testing/drainJobs';

type Scene = Awaited<ReturnType<typeof taskScene>>;

describe.each(testBackends())('e-mails to notify and cancelling on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof taskTestKit>;
  let owner: string;
  let operator: string;
  let viewer: string;
  let outra: string;
  let demoId: number;
  let task: Scene['task'];
  let fill: Scene['fill'];
  let row: Scene['row'];
  const sent: Array<{ to: string; subject: string; text: string }> = [];
  const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
  const drain = async () => {
    await drainJobs(app.app.jobs);
  };
  const outbox = (subject: string) =>
    app.db
      .selectFrom('outbox_emails')
      .select(['id', 'to_address', 'body_text', 'sent_at'])
      .where('company_id', '=', demoId)
      .where('subject', '=', subject)
      .orderBy('to_address')
      .execute();
  /** The job keys written beside the outbox rows (job_keys holds them on both backends). */
  const jobKeys = async (ids: number[]) =>
    (
      await app.db
        .selectFrom('job_keys')
        .select('key')
        .where(
          'key',
          'in',
          ids.map((id) => `outbox:${id}`),
        )
        .execute()
    ).length;

  beforeAll(async () => {
    app = await startTestApp(backend, {
      mailer,
      config: { cacheTtlMs: 0, jobsPollMs: 0, jobsRetryBaseMs: 0, publicUrl: 'https://campo.test' },
    });
    ({ kit, owner, operator, task, fill, row } = await taskScene(app, 'Vistoria avisada'));
    viewer = await app.login('visualizador@demo.campo');
    outra = await app.login('dono@outra.campo');
    demoId = await kit.companyId('Demo');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creating a task queues one notice per address with the command and the job sends it', async () => {
    const id = await task({
      title: 'Troca do medidor',
      notifyEmails: ['Cliente@Externo.com', 'cliente@externo.com', 'gestor@externo.com'],
    });
    const subject = 'Nova atividade: Troca do medidor';
    const queued = await outbox(subject);
    // Written by SalvarAtividade (outbox row and its job), one per address, not sent yet.
    expect(queued.map((r) => [r.to_address, r.sent_at])).toEqual([
      ['cliente@externo.com', null],
      ['gestor@externo.com', null],
    ]);
    expect(await jobKeys(queued.map((r) => r.id))).toBe(2);
    expect(sent.filter((m) => m.subject === subject)).toEqual([]);

    await drain();
    const mails = sent.filter((m) => m.subject === subject);
    expect(mails.map((m) => m.to).sort()).toEqual(['cliente@externo.com', 'gestor@externo.com']);
    expect(mails[0]!.text).toContain('Dona Demo criou a atividade "Troca do medidor"');
    expect(mails[0]!.text).toContain(`https://campo.test/#/task/view/${id}`);
    expect((await outbox(subject)).every((r) => r.sent_at instanceof Date)).toBe(true);
  });

  it('finishing the task notifies them; a draft does not; a task without addresses sends nothing', async () => {
    const id = await task({ title: 'Poda de árvores', notifyEmails: ['gestor@externo.com'] });
    kit.ok(await fill(operator, id));
    expect(await outbox('Atividade finalizada: Poda de árvores')).toEqual([]);
    kit.ok(await fill(operator, id, { FINALIZADO: 1, ID: (await row(id)).document_id }));
    await drain();
    const mail = sent.find((m) => m.subject === 'Atividade finalizada: Poda de árvores')!;
    expect(mail.to).toBe('gestor@externo.com');
    expect(mail.text).toContain('Otávio Operador finalizou a atividade "Poda de árvores"');

    const quiet = await task({ title: 'Sem avisos' });
    kit.ok(await fill(operator, quiet, { FINALIZADO: 1 }));
    expect(await outbox('Nova atividade: Sem avisos')).toEqual([]);
    expect(await outbox('Atividade finalizada: Sem avisos')).toEqual([]);
  });

  it('a refused creation queues nothing (the notice is in the command transaction)', async () => {
    const refused = await kit.call(
      'SalvarAtividade',
      {
        ATIVIDADE: {
          title: 'Nunca criada',
          formId: 999999,
          responsible: { kind: 'sharedCode', code: 'x', codeType: 'TOKEN' },
          startDate: kit.day(0),
          notifyEmails: ['gestor@externo.com'],
        },
      },
      owner,
    );
    expect(kit.failure(refused).code).toBe('ENTITY_NOT_FOUND');
    expect(await outbox('Nova atividade: Nunca criada')).toEqual([]);
  });

  it('cancels a planned or in-progress task once, with a history row and the notice', async () => {
    const id = await task({ title: 'Limpeza de calhas', notifyEmails: ['gestor@externo.com'] });
    const done = kit.ok(await kit.call('CancelarAtividade', { ID: id, VERSAO: 1 }, operator));
    expect(done.VERSAO).toBe(2);
    const read = await kit.read(owner, id);
    expect(read.ATIVIDADE.status).toBe('cancelled');
    expect(read.ATIVIDADE.state).toBe('cancelled');
    expect(read.HISTORICO[0]!.changes).toEqual({ status: { from: 'planned', to: 'cancelled' } });
    expect(read.HISTORICO[0]!.userId).toBe(await kit.userId('operador@demo.campo'));
    await drain();
    expect(sent.find((m) => m.subject === 'Atividade cancelada: Limpeza de calhas')?.to).toBe(
      'gestor@externo.com',
    );
    // Closed: not again, not filled, not edited.
    const again = kit.failure(await kit.call('CancelarAtividade', { ID: id }, owner));
    expect(again).toEqual({
      code: 'TASK_NOT_CANCELLABLE',
      message: 'Só é possível cancelar uma atividade planejada ou em andamento',
    });
    expect(kit.failure(await fill(operator, id)).code).toBe('TASK_NOT_FILLABLE');

    const started = await task({ title: 'Em andamento' });
    kit.ok(await fill(operator, started));
    kit.ok(await kit.call('CancelarAtividade', { ID: started }, owner));
    expect((await kit.read(owner, started)).HISTORICO[0]!.changes).toEqual({
      status: { from: 'in_progress', to: 'cancelled' },
    });

    const list = kit.ok(
      await kit.call(
        'ConsultarAtividadesFlowV2',
        { ESTADOS: ['cancelled'], BUSCA: 'Limpeza de calhas' },
        owner,
      ),
    );
    expect((list.ITEMS as { id: number; state: string }[]).map((i) => [i.id, i.state])).toEqual([
      [id, 'cancelled'],
    ]);
  });

  it('refuses cancelling a finished, deleted, stale or foreign task, and viewers', async () => {
    const finished = await task({ title: 'Feita' });
    kit.ok(await fill(operator, finished, { FINALIZADO: 1 }));
    expect(kit.failure(await kit.call('CancelarAtividade', { ID: finished }, owner)).code).toBe(
      'TASK_NOT_CANCELLABLE',
    );
    const stale = await task({ title: 'Versão velha' });
    expect(kit.failure(await kit.call('CancelarAtividade', { ID: stale, VERSAO: 7 }, owner)).code).toBe(
      'STALE_VERSION',
    );
    expect(kit.failure(await kit.call('CancelarAtividade', { ID: stale }, outra)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect(kit.failure(await kit.call('CancelarAtividade', { ID: stale }, viewer)).code).toBe(
      'NO_PERMISSION_EDIT',
    );
    await kit.tweak(stale, { status: 'deleted' });
    expect(kit.failure(await kit.call('CancelarAtividade', { ID: stale }, owner)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect((await row(finished)).status).toBe('finished');
  });
});
