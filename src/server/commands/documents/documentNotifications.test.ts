import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { Envelope } from '../../../runtime/protocol/envelope';
import type { Mailer } from '../../mail/Mailer';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { documentTestKit } from '../../testing/documentTestKit';
import { drainJobs } from '../../testing/drainJobs';

interface Received {
  headers: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** A local webhook receiver recording each POST. */
async function startReceiver() {
  const received: Received[] = [];
  const server: FastifyInstance = Fastify();
  server.post('/hook', async (request) => {
    received.push({ headers: request.headers, body: request.body as Record<string, unknown> });
    return { ok: true };
  });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${base}/hook`, received, close: () => server.close() };
}

const baseModel: FormModel = {
  name: 'Atendimento',
  groups: [
    {
      id: 'g',
      name: 'Dados',
      fields: [
        { id: 'title', name: 'Título', type: 'textShort', required: true },
        { id: 'contact', name: 'E-mail do cliente', type: 'email' },
      ],
    },
  ],
};

describe.each(testBackends())('finishing a document on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof documentTestKit>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let uploadDir: string;
  let operator: string;
  let owner: string;
  let demoCompany: number;
  const sent: Array<{ to: string; subject: string; text: string }> = [];
  const mailer: Mailer = { send: async (mail) => void sent.push(mail) };

  const ok = (answer: Envelope) => {
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT;
  };
  const outbox = async (subject: string) =>
    (
      await app.db
        .selectFrom('outbox_emails')
        .select('to_address')
        .where('company_id', '=', demoCompany)
        .where('subject', '=', subject)
        .execute()
    )
      .map((r) => r.to_address)
      .sort();

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'campo-document-alerts-'));
    receiver = await startReceiver();
    app = await startTestApp(backend, {
      mailer,
      config: { uploadDir, webhookPollMs: 20, webhookRetryBaseMs: 20 },
    });
    kit = documentTestKit(app);
    operator = await app.login('operador@demo.campo');
    owner = await app.login('dono@demo.campo');
    demoCompany = await kit.companyId('Demo');
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('queues one mail per distinct address of each alert, only when the document is finished, sent by the job queue', async () => {
    const squad = (
      await sql<{ id: string; members: number[] }>`
        select id, data->'members' as members from entity_records
        where company_id = ${demoCompany} and entity = 'squad' and data->>'title' = 'Equipe Norte'`.execute(
        app.db,
      )
    ).rows[0]!;
    const memberEmails = (
      await app.db
        .selectFrom('users')
        .innerJoin('persons', (j) =>
          j.onRef('persons.company_id', '=', 'users.company_id').onRef('persons.id', '=', 'users.person_id'),
        )
        .select('persons.email')
        .where('users.company_id', '=', demoCompany)
        .where('users.id', 'in', squad.members)
        .execute()
    ).map((r) => r.email!);
    expect(memberEmails.length).toBeGreaterThan(0);
    const operatorId = await kit.userId('operador@demo.campo');
    const form = await kit.insertForm(owner, {
      ...baseModel,
      alerts: [
        {
          id: 'a1',
          subject: 'Atendimento finalizado',
          text: 'Um atendimento foi finalizado.',
          recipients: {
            employees: [operatorId],
            squads: [Number(squad.id)],
            roles: [161],
            emails: ['Cliente@Exemplo.com', 'cliente@exemplo.com', 'operador@demo.campo', 'não é e-mail'],
            emailFields: ['contact'],
          },
        },
        {
          id: 'a2',
          subject: 'Cópia para a gerência',
          text: 'Veja o documento.',
          recipients: {
            employees: [],
            squads: [],
            roles: [],
            emails: ['gerencia@exemplo.com'],
            emailFields: [],
          },
        },
      ],
    });

    const values = { title: 'Visita técnica', contact: 'responsavel@empresa.com.br' };
    const draft = Number(
      ok(await kit.save(operator, { MODELO_ID: form.id, VERSAO: 1, VALORES: values, FINALIZADO: 0 })).ID,
    );
    expect(await outbox('Atendimento finalizado')).toEqual([]);
    ok(
      await kit.save(operator, { ID: draft, MODELO_ID: form.id, VERSAO: 1, VALORES: values, FINALIZADO: 1 }),
    );

    const expected = [
      ...new Set([
        'operador@demo.campo',
        'visualizador@demo.campo',
        'cliente@exemplo.com',
        'responsavel@empresa.com.br',
        ...memberEmails,
      ]),
    ].sort();
    expect(await outbox('Atendimento finalizado')).toEqual(expected);
    expect(await outbox('Cópia para a gerência')).toEqual(['gerencia@exemplo.com']);
    // The alerts go through the job queue (mail.send): run it until it has nothing left.
    await drainJobs(app.app.jobs, 50);
    const mail = sent.find((m) => m.to === 'gerencia@exemplo.com')!;
    expect(mail.text).toContain('Veja o documento.');
    expect(mail.text).toContain(`/#/finished_form/${draft}`);
    expect(
      sent
        .filter((m) => m.subject === 'Atendimento finalizado')
        .map((m) => m.to)
        .sort(),
    ).toEqual(expected);
  });

  it('queues the webhook POST of the document with only the complete header pairs', async () => {
    const form = await kit.insertForm(owner, {
      ...baseModel,
      name: 'Com webhook',
      webhook: {
        active: true,
        sendPdf: false,
        link: receiver.url,
        headers: [
          { key: 'X-Token', value: 'segredo' },
          { key: '', value: 'sem-chave' },
          { key: 'X-Empty', value: '' },
          { key: 'X-Blank', value: '   ' },
        ],
      },
    });
    const id = Number(
      ok(
        await kit.save(operator, {
          MODELO_ID: form.id,
          VERSAO: 1,
          VALORES: { title: 'Com hook' },
          FINALIZADO: 1,
        }),
      ).ID,
    );
    for (let i = 0; i < 200 && !receiver.received.length; i++) await new Promise((r) => setTimeout(r, 25));
    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    expect(post!.headers['x-token']).toBe('segredo');
    expect(post!.headers).not.toHaveProperty('x-empty');
    expect(post!.headers).not.toHaveProperty('x-blank');
    expect(Object.values(post!.headers)).not.toContain('sem-chave');
    expect(post!.headers['x-campo-event']).toBe('DOCUMENT_FINISHED');
    expect(post!.body).toMatchObject({
      event: 'DOCUMENT_FINISHED',
      form: { id: form.id, name: 'Com webhook', version: 1 },
      document: { id, formId: form.id, finished: true, values: { title: 'Com hook' } },
    });
    // The receiver answered; the worker records the delivery right after.
    let status = '';
    for (let i = 0; i < 200 && status !== 'delivered'; i++) {
      const delivery = await app.db
        .selectFrom('webhook_deliveries')
        .select('status')
        .where('company_id', '=', demoCompany)
        .where('event_type', '=', 'DOCUMENT_FINISHED')
        .executeTakeFirstOrThrow();
      status = delivery.status;
      if (status !== 'delivered') await new Promise((r) => setTimeout(r, 25));
    }
    expect(status).toBe('delivered');
  });

  it('sends no webhook for an inactive one nor for drafts', async () => {
    const before = receiver.received.length;
    const inactive = await kit.insertForm(owner, {
      ...baseModel,
      name: 'Webhook desligado',
      webhook: { active: false, sendPdf: false, link: receiver.url, headers: [] },
    });
    const active = await kit.insertForm(owner, {
      ...baseModel,
      name: 'Webhook ligado',
      webhook: { active: true, sendPdf: false, link: receiver.url, headers: [] },
    });
    ok(
      await kit.save(operator, { MODELO_ID: inactive.id, VERSAO: 1, VALORES: { title: 'x' }, FINALIZADO: 1 }),
    );
    ok(await kit.save(operator, { MODELO_ID: active.id, VERSAO: 1, VALORES: { title: 'x' }, FINALIZADO: 0 }));
    const rows = await app.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('company_id', '=', demoCompany)
      .where(sql<boolean>`payload->'form'->>'id' in (${String(inactive.id)}, ${String(active.id)})`)
      .execute();
    expect(rows).toEqual([]);
    expect(receiver.received.length).toBe(before);
  });
});
