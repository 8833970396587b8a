import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../mail/Mailer';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { taskScene } from '../../testing/taskScene';
import type { taskTestKit } from '../../testing/taskTestKit';
import { drainJobs } from '../../testing/drainJobs';

const SUPERVISOR_ROLE = 159;

type Scene = Awaited<ReturnType<typeof taskScene>>;

describe.each(testBackends())('approval notices by e-mail on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof taskTestKit>;
  let operator: string;
  let supervisor: string;
  let admin: string;
  let demoId: number;
  const sent: Array<{ to: string; subject: string; text: string }> = [];
  /** Refuses the next `failures` sends, as a mail server that is down would. */
  let failures = 0;
  const mailer: Mailer = {
    send: async (mail) => {
      if (failures > 0) {
        failures--;
        throw new Error('421 Service not available');
      }
      sent.push(mail);
    },
  };

  /** Runs the job queue until nothing is due. */
  const drain = async () => {
    await drainJobs(app.app.jobs);
  };
  const outbox = async (subject: string) =>
    app.db
      .selectFrom('outbox_emails')
      .select(['to_address', 'body_text', 'sent_at'])
      .where('company_id', '=', demoId)
      .where('subject', '=', subject)
      .orderBy('to_address')
      .execute();
  let task: Scene['task'];
  let fill: Scene['fill'];
  /** A task of the operator needing the supervisors' approval, filled and finished. */
  const finishedTask = async (title: string) => {
    const id = await task({ title, needsApproval: true, approvalGroupId: SUPERVISOR_ROLE });
    const saved = kit.ok(await fill(operator, id, { VALORES: { obs: 'ok' }, FINALIZADO: 1 }));
    return { id, documentId: Number(saved.ID) };
  };

  beforeAll(async () => {
    app = await startTestApp(backend, {
      mailer,
      config: { cacheTtlMs: 0, jobsPollMs: 0, jobsRetryBaseMs: 0, publicUrl: 'https://campo.test' },
    });
    const scene = await taskScene(app, 'Vistoria com aprovação');
    ({ kit, operator, supervisor, task, fill } = scene);
    admin = await app.login('admin@demo.campo');
    demoId = await kit.companyId('Demo');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a disapproval is queued for the responsible with the justification, sent by the job queue', async () => {
    const { id } = await finishedTask('Troca de lâmpadas');
    kit.ok(
      await kit.call('ReprovarAtividade', { ID: id, JUSTIFICATIVA: 'Falta a foto do quadro' }, supervisor),
    );
    const subject = 'Atividade reprovada: Troca de lâmpadas';
    // Recorded with the decision, not sent yet: the command did not wait for the mail server.
    const queued = await outbox(subject);
    expect(queued.map((r) => [r.to_address, r.sent_at])).toEqual([['operador@demo.campo', null]]);
    expect(sent.filter((m) => m.subject === subject)).toEqual([]);

    await drain();
    const mail = sent.find((m) => m.subject === subject)!;
    expect(mail.to).toBe('operador@demo.campo');
    expect(mail.text).toContain('Sérgio Supervisor reprovou a atividade "Troca de lâmpadas"');
    expect(mail.text).toContain('Justificativa: Falta a foto do quadro');
    expect(mail.text).toContain(`https://campo.test/#/task/view/${id}`);
    expect((await outbox(subject))[0]!.sent_at).toBeInstanceOf(Date);
  });

  it('an approval goes to the responsible; a refused send is retried until it goes out, once', async () => {
    const { id } = await finishedTask('Pintura da fachada');
    failures = 1;
    kit.ok(await kit.call('AprovarAtividade', { ID: id }, supervisor));
    const subject = 'Atividade aprovada: Pintura da fachada';
    await drain();
    const mails = sent.filter((m) => m.subject === subject);
    expect(mails.map((m) => m.to)).toEqual(['operador@demo.campo']);
    expect(mails[0]!.text).toContain('Sérgio Supervisor aprovou a atividade "Pintura da fachada"');
    expect((await outbox(subject)).map((r) => r.sent_at !== null)).toEqual([true]);
  });

  it('a chat message goes to every other participant, never to its author', async () => {
    const { id } = await finishedTask('Revisão do gerador');
    kit.ok(await kit.call('EnviarMensagemAprovacao', { ID: id, TEXTO: 'Pode conferir a foto 2?' }, operator));
    await drain();
    const asked = sent.filter((m) => m.subject === 'Nova mensagem na aprovação de "Revisão do gerador"');
    // The approval group (supervisors), not the operator who wrote; admins have not taken part yet.
    expect(asked.map((m) => m.to)).toEqual(['supervisor@demo.campo']);
    expect(asked[0]!.text).toContain('Otávio Operador escreveu');
    expect(asked[0]!.text).toContain('Pode conferir a foto 2?');
    expect(asked[0]!.text).toContain(`https://campo.test/#/approval/chat/${id}`);

    sent.length = 0;
    kit.ok(await kit.call('EnviarMensagemAprovacao', { ID: id, TEXTO: 'Conferi, está ok.' }, admin));
    await drain();
    expect(sent.map((m) => m.to).sort()).toEqual(['operador@demo.campo', 'supervisor@demo.campo']);

    sent.length = 0;
    kit.ok(await kit.call('EnviarMensagemAprovacao', { ID: id, TEXTO: 'Obrigado!' }, operator));
    await drain();
    // The admin wrote, so it now takes part.
    expect(sent.map((m) => m.to).sort()).toEqual(['admin@demo.campo', 'supervisor@demo.campo']);
  });

  it('nothing is queued when a command is refused', async () => {
    const { id } = await finishedTask('Limpeza da caixa');
    const refused = await kit.call('ReprovarAtividade', { ID: id, JUSTIFICATIVA: '  ' }, supervisor);
    expect(kit.failure(refused).code).toBe('TASK_APPROVAL_JUSTIFICATION_REQUIRED');
    expect(await outbox('Atividade reprovada: Limpeza da caixa')).toEqual([]);
  });
});
