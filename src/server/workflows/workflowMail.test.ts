import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormModel } from '../../runtime/forms/FormModel';
import { mailAttachmentBuilders } from '../mail/mailAttachmentBuilders';
import type { MailMessage } from '../mail/Mailer';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { taskTestKit } from '../testing/taskTestKit';
import { emailSettings, inspectionModel, workflowStep, workflowTestKit } from '../testing/workflowTestKit';
import { WORKFLOW_JOBS } from './WORKFLOW_JOBS';
import { drainJobs } from '../testing/drainJobs';

const SENDER = 'Campo <no-reply@campo.local>';

describe.each(testBackends())('workflow mail, alerts and webhook on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let operator: string;
  let supervisor: string;
  let supervisorId: number;
  let companyId: number;
  let kit: ReturnType<typeof taskTestKit>;
  let wf: ReturnType<typeof workflowTestKit>;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    t = await startTestApp(backend, {
      mailer: { send: async (mail) => void sent.push(mail) },
      config: { jobsPollMs: 0, jobsRetryBaseMs: 0, mailFrom: SENDER, webhookPollMs: 3_600_000 },
    });
    kit = taskTestKit(t);
    wf = workflowTestKit(t, kit);
    owner = await t.login('dono@demo.campo');
    operator = await t.login('operador@demo.campo');
    supervisor = await t.login('supervisor@demo.campo');
    supervisorId = await kit.userId('supervisor@demo.campo');
    companyId = await kit.companyId('Demo');
  });
  afterAll(() => t?.close());

  const drain = async () => {
    await drainJobs(t.app.jobs, 20);
  };
  const sentTo = (to: string) => sent.filter((mail) => mail.to === to);
  /** A model whose starter fills "Operador" (no "Supervisor" group) and whose flow is `steps`. */
  const flowModel = (steps: ReturnType<typeof workflowStep>[], extra: Partial<FormModel> = {}) => {
    const model = { ...inspectionModel(supervisorId, steps), ...extra };
    model.groups = model.groups.filter((group) => group.id !== 'sup');
    return model;
  };
  const alertsAndWebhook = (subject: string): Partial<FormModel> => ({
    alerts: [
      {
        id: 'a1',
        subject,
        text: 'O documento foi finalizado.',
        recipients: {
          employees: [],
          squads: [],
          roles: [],
          emails: ['gerencia@exemplo.com'],
          emailFields: [],
        },
      },
    ],
    webhook: { active: true, sendPdf: false, link: 'https://hooks.exemplo.com/campo', headers: [] },
  });
  const webhookRows = (documentId: number) =>
    sql<{ id: number }>`
      select id from webhook_deliveries
      where company_id = ${companyId} and event_type = 'DOCUMENT_FINISHED'
        and (payload->'document'->>'id')::int = ${documentId}`
      .execute(t.db)
      .then((result) => result.rows);
  const alertRows = (subject: string) =>
    t.db
      .selectFrom('outbox_emails')
      .select(['to_address', 'body_text'])
      .where('company_id', '=', companyId)
      .where('subject', '=', subject)
      .execute();

  it('sends the finished form as a PDF built when the mail goes, with a read receipt, the client copied and the main field in the subject', async () => {
    const client = (
      await sql<{ id: number; email: string }>`
        select id, data->>'email' as email from entity_records
        where company_id = ${companyId} and entity = 'client' and deleted_at is null
          and data->>'email' like '%@%' order by id limit 1`.execute(t.db)
    ).rows[0]!;
    const model = flowModel(
      [
        workflowStep('start', 'start', 'mail'),
        workflowStep(
          'mail',
          'sendEmail',
          'end',
          emailSettings(['pdf@exemplo.com'], [], {
            sendFinishedForm: true,
            readReceipt: true,
            copyToClient: true,
            mainFieldInSubject: true,
            sendFillLink: false,
          }),
          'Enviar PDF',
        ),
        workflowStep('end', 'end', null),
      ],
      { mainField: 'who' },
    );
    const { id: formId } = await wf.saveModel(owner, model);
    const documentId = Number(
      kit.ok(
        await wf.start(
          operator,
          formId,
          1,
          { ok: 'nao', contact: 'x@y.com', who: 'Joana Prado' },
          { clientId: Number(client.id) },
        ),
      ).ID,
    );
    // The transition recorded what to attach; nothing was built nor sent yet.
    const rows = await t.db
      .selectFrom('outbox_emails')
      .select(['to_address', 'subject', 'body_text', 'attachments', 'read_receipt', 'sent_at'])
      .where('company_id', '=', companyId)
      .where('to_address', 'in', ['pdf@exemplo.com', client.email.toLowerCase()])
      .orderBy('to_address')
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        subject: 'Inspeção Não conforme - Joana Prado',
        attachments: [{ kind: 'documentPdf', documentId }],
        read_receipt: true,
        sent_at: null,
      });
      expect(row.body_text).not.toContain('/#/finished_form/');
    }
    await drain();
    const [mail] = sentTo('pdf@exemplo.com');
    expect(mail).toBeDefined();
    expect(sentTo(client.email.toLowerCase())).toHaveLength(1);
    expect(mail!.headers).toEqual({
      'Disposition-Notification-To': SENDER,
      'Return-Receipt-To': SENDER,
    });
    expect(mail!.attachments).toHaveLength(1);
    const file = mail!.attachments![0]!;
    expect(file.contentType).toBe('application/pdf');
    expect(file.filename).toBe(`Inspeção com aprovação do supervisor ${documentId}.pdf`);
    expect(Buffer.from(file.content.subarray(0, 5)).toString()).toBe('%PDF-');
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pdf = await getDocument({ data: new Uint8Array(file.content) }).promise;
    const page = await (await pdf.getPage(1)).getTextContent();
    const text = page.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain(`Inspeção com aprovação do supervisor — #${documentId}`);
    expect(text).toContain('Não conforme');
    expect(text).toContain('Joana Prado');
    const stamped = await t.db
      .selectFrom('outbox_emails')
      .select(['sent_at', 'error'])
      .where('company_id', '=', companyId)
      .where('to_address', '=', 'pdf@exemplo.com')
      .executeTakeFirstOrThrow();
    expect(stamped.sent_at).not.toBeNull();
    expect(stamped.error).toBeNull();
  });

  it('sends a plain mail without receipt headers nor files when the step asks for neither', async () => {
    const { id: formId } = await wf.saveModel(
      owner,
      flowModel([
        workflowStep('start', 'start', 'mail'),
        workflowStep('mail', 'sendEmail', 'end', emailSettings(['simples@exemplo.com'])),
        workflowStep('end', 'end', null),
      ]),
    );
    const documentId = Number(kit.ok(await wf.start(operator, formId, 1, { ok: 'sim' })).ID);
    await drain();
    const [mail] = sentTo('simples@exemplo.com');
    expect(mail!.subject).toBe('Inspeção Conforme');
    expect(mail!.text).toContain(`/#/finished_form/${documentId}`);
    expect(mail!.headers).toBeUndefined();
    expect(mail!.attachments).toBeUndefined();
  });

  it('still sends the mail, with the document link, when its PDF cannot be built', async () => {
    const { id: formId } = await wf.saveModel(
      owner,
      flowModel([
        workflowStep('start', 'start', 'mail'),
        workflowStep(
          'mail',
          'sendEmail',
          'end',
          emailSettings(['semanexo@exemplo.com'], [], { sendFinishedForm: true, sendFillLink: false }),
        ),
        workflowStep('end', 'end', null),
      ]),
    );
    const documentId = Number(kit.ok(await wf.start(operator, formId, 1, { ok: 'sim' })).ID);
    const broken = vi
      .spyOn(mailAttachmentBuilders, 'documentPdf')
      .mockRejectedValue(new Error('no PDF engine'));
    try {
      await drain();
      expect(broken).toHaveBeenCalledTimes(1);
    } finally {
      broken.mockRestore();
    }
    const mails = sentTo('semanexo@exemplo.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments).toBeUndefined();
    expect(mails[0]!.text).toContain('Não foi possível anexar o PDF do formulário. Veja o documento: ');
    expect(mails[0]!.text).toContain(`/#/finished_form/${documentId}`);
    const row = await t.db
      .selectFrom('outbox_emails')
      .select(['sent_at', 'error'])
      .where('to_address', '=', 'semanexo@exemplo.com')
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.error).toContain('no PDF engine');
  });

  it('sends the model’s alerts and webhook once when a timer job ends the flow, even delivered twice', async () => {
    const { id: formId } = await wf.saveModel(
      owner,
      flowModel(
        [
          workflowStep('start', 'start', 'wait'),
          workflowStep('wait', 'timer', 'end', { hours: 0, minutes: 0 }, 'Esperar'),
          workflowStep('end', 'end', null),
        ],
        alertsAndWebhook('Fim por timer'),
      ),
    );
    const documentId = Number(kit.ok(await wf.start(operator, formId, 1, { ok: 'sim' })).ID);
    // Saving the start left the flow waiting: nothing is sent yet.
    expect(await alertRows('Fim por timer')).toEqual([]);
    expect(await webhookRows(documentId)).toEqual([]);
    const run = await t.db
      .selectFrom('workflow_step_runs')
      .select('id')
      .where('company_id', '=', companyId)
      .where('step_id', '=', 'wait')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.app.jobs.schedule(WORKFLOW_JOBS.timer, { companyId, runId: run.id }, { key: `again-${run.id}` });
    await drain();
    const document = await t.db
      .selectFrom('documents')
      .select('finished')
      .where('company_id', '=', companyId)
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(document.finished).toBe(true);
    const alerts = await alertRows('Fim por timer');
    expect(alerts.map((row) => row.to_address)).toEqual(['gerencia@exemplo.com']);
    expect(alerts[0]!.body_text).toContain(`/#/finished_form/${documentId}`);
    expect(sentTo('gerencia@exemplo.com').filter((mail) => mail.subject === 'Fim por timer')).toHaveLength(1);
    const hooks = await sql<{ url: string; payload: { form: unknown; document: unknown } }>`
      select url, payload from webhook_deliveries
      where company_id = ${companyId} and event_type = 'DOCUMENT_FINISHED'
        and (payload->'document'->>'id')::int = ${documentId}`.execute(t.db);
    expect(hooks.rows).toHaveLength(1);
    expect(hooks.rows[0]!.url).toBe('https://hooks.exemplo.com/campo');
    expect(hooks.rows[0]!.payload).toMatchObject({
      form: { id: formId, name: 'Inspeção com aprovação do supervisor', version: 1 },
      document: { id: documentId, formId, finished: true, values: { ok: 'sim' } },
    });
    // A third delivery of the same wake-up finds the run finished: nothing more goes out.
    await t.app.jobs.schedule(WORKFLOW_JOBS.timer, { companyId, runId: run.id }, { key: `third-${run.id}` });
    await drain();
    expect(await alertRows('Fim por timer')).toHaveLength(1);
    expect(await webhookRows(documentId)).toHaveLength(1);
  });

  it('sends them when a jump ends the flow, and once when a step’s save ends it', async () => {
    const model = flowModel(
      [
        workflowStep('start', 'start', 'fill1'),
        workflowStep(
          'fill1',
          'documentFill',
          'end',
          { assignee: { kind: 'previousPerson' }, deadlineHours: 24, groups: ['op'] },
          'Vistoria',
        ),
        workflowStep('end', 'end', null),
      ],
      alertsAndWebhook('Fim por salto'),
    );
    const { id: formId } = await wf.saveModel(owner, model);
    const jumped = Number(kit.ok(await wf.start(operator, formId)).ID);
    expect(await webhookRows(jumped)).toEqual([]);
    kit.ok(
      await kit.call(
        'AvancarEtapaWorkflow',
        { DOCUMENTO_ID: jumped, ETAPA: 'fill1', JUSTIFICATIVA: 'Cliente ausente' },
        supervisor,
      ),
    );
    expect(await webhookRows(jumped)).toHaveLength(1);
    expect((await alertRows('Fim por salto')).map((row) => row.to_address)).toEqual(['gerencia@exemplo.com']);

    const filled = Number(kit.ok(await wf.start(operator, formId)).ID);
    const [task] = await wf.tasks(filled);
    kit.ok(await wf.fill(operator, task!, { ok: 'sim' }));
    expect(await webhookRows(filled)).toHaveLength(1);
    expect(await alertRows('Fim por salto')).toHaveLength(2);
  });
});
