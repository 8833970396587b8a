import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { FormExports } from '../../runtime/pdf/PdfLayout';
import { pdfBlockOf, pdfLayoutOf } from '../../runtime/pdf/testing/pdfFixtures';
import { documentTestKit } from '../testing/documentTestKit';
import { readPdfPages } from '../testing/readPdfPages';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { isPrivateAddress } from './checkWebhookDestination';

interface Received {
  path: string;
  body: Record<string, unknown>;
  event: string | undefined;
}

/** A local receiver: each path answers the listed statuses in turn, then 200. */
async function startReceiver(plan: Record<string, number[]>) {
  const received: Received[] = [];
  const app: FastifyInstance = Fastify();
  app.post('/:path', async (request, reply) => {
    const path = (request.params as { path: string }).path;
    received.push({
      path,
      body: request.body as Record<string, unknown>,
      event: request.headers['x-campo-event'] as string,
    });
    const status = plan[path]?.shift() ?? 200;
    return reply.status(status).send({ ok: status < 300 });
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { base, received, close: () => app.close() };
}

describe.each(testBackends())('webhook deliveries on $name', (backend) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let owner = '';
  let demoId = 0;

  const waitFor = async (id: number, status: string) => {
    for (let i = 0; i < 200; i++) {
      const row = await t.db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (row.status === status) return row;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`delivery ${id} never became ${status}`);
  };
  const setUrl = async (path: string) => {
    await t.db
      .updateTable('companies')
      .set({ webhook_url: `${receiver.base}/${path}` })
      .where('id', '=', demoId)
      .execute();
  };

  beforeAll(async () => {
    receiver = await startReceiver({ flaky: [500], down: [500, 502, 503, 500, 500, 500] });
    // No cache, so the webhook URL written below is read at once; fast polling and retries; no Chromium.
    t = await startTestApp(backend, {
      config: { cacheTtlMs: 0, webhookPollMs: 20, webhookRetryBaseMs: 20 },
      pdfPrinter: null,
    });
    owner = await t.login('dono@demo.campo');
    const company = await t.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Demo')
      .executeTakeFirstOrThrow();
    demoId = company.id;
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('POSTs the event as JSON, retrying after a failure until the receiver accepts it', async () => {
    await setUrl('flaky');
    const answer = await t.command(
      'WebhookTrigger',
      {
        EVENT_TYPE: 'CREATE_FORM',
        USER: JSON.stringify({ name: 'Dona Demo' }),
        COMPANY: JSON.stringify({ id: 999 }),
        PAYLOAD: JSON.stringify({ formId: 7 }),
      },
      owner,
    );
    expect(answer.ROOT.RESULT).toBe('1');
    expect(answer.ROOT.SKIPPED).toBeUndefined();
    const row = await waitFor(Number(answer.ROOT.DELIVERY_ID), 'delivered');
    expect(row).toMatchObject({ attempts: 2, last_error: null, event_type: 'CREATE_FORM' });
    const posts = receiver.received.filter((r) => r.path === 'flaky');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.event).toBe('CREATE_FORM');
    expect(posts[1]!.body).toMatchObject({
      event: 'CREATE_FORM',
      company: { id: demoId, name: 'Demo' },
      user: { name: 'Dona Demo', login: 'dono@demo.campo' },
      payload: { formId: 7 },
    });
  });

  it('gives up after 5 attempts with backoff, recording the last error', async () => {
    await setUrl('down');
    const answer = await t.command('WebhookTrigger', { EVENT_TYPE: 'CREATE_TASK' }, owner);
    const row = await waitFor(Number(answer.ROOT.DELIVERY_ID), 'failed');
    expect(row).toMatchObject({ attempts: 5, last_error: 'HTTP 500' });
    expect(receiver.received.filter((r) => r.path === 'down')).toHaveLength(5);
  });

  it('skips internal test accounts and companies without a webhook URL, sending nothing', async () => {
    await setUrl('never');
    const testUser = await t.command(
      'WebhookTrigger',
      { EVENT_TYPE: 'TOUR_STEP', USER: JSON.stringify({ email: 'qa@campo.test' }) },
      owner,
    );
    expect(testUser.ROOT).toMatchObject({ RESULT: '1', SKIPPED: true });
    await t.db.updateTable('companies').set({ is_internal_test: true }).where('id', '=', demoId).execute();
    const testCompany = await t.command('WebhookTrigger', { EVENT_TYPE: 'TOUR_STEP' }, owner);
    expect(testCompany.ROOT.SKIPPED).toBe(true);
    await t.db
      .updateTable('companies')
      .set({ is_internal_test: false, webhook_url: '' })
      .where('id', '=', demoId)
      .execute();
    const noUrl = await t.command('WebhookTrigger', { EVENT_TYPE: 'TOUR_STEP' }, owner);
    expect(noUrl.ROOT.SKIPPED).toBe(true);
    for (const answer of [testUser, testCompany, noUrl])
      expect(
        (
          await t.db
            .selectFrom('webhook_deliveries')
            .select('status')
            .where('id', '=', Number(answer.ROOT.DELIVERY_ID))
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('skipped');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received.filter((r) => r.path === 'never')).toEqual([]);
  });
  it("carries the finished document's PDF when the form's webhook asks, built by the worker when it sends", async () => {
    const kit = documentTestKit(t);
    const operator = await t.login('operador@demo.campo');
    const modelOf = (name: string): FormModel => ({
      name,
      groups: [{ id: 'g', name: 'Dados', fields: [{ id: 'obs', name: 'Observação', type: 'textShort' }] }],
      webhook: { active: true, sendPdf: true, link: `${receiver.base}/pdf`, headers: [] },
    });
    const plain = await kit.insertForm(owner, modelOf('Relatório com PDF'));
    const custom = await kit.insertForm(owner, modelOf('Layout sem Chromium'));
    // The second form prints with a custom layout, which this server (no Chromium) cannot print.
    const layout = pdfLayoutOf({ body: [pdfBlockOf('t', 'text', { text: 'Laudo' })] });
    const exports: FormExports = {
      defaultTemplateId: 'laudo',
      templates: [{ id: 'laudo', name: 'Laudo', kind: 'pdf', layout }],
    };
    await sql`update form_versions set model = jsonb_set(model, '{exports}', ${JSON.stringify(exports)}::jsonb)
      where company_id = ${demoId} and form_id = ${custom.id}`.execute(t.db);
    const finish = async (formId: number, obs: string) => {
      const saved = await kit.save(operator, {
        MODELO_ID: formId,
        VERSAO: 1,
        VALORES: { obs },
        FINALIZADO: 1,
      });
      expect(saved.ROOT.MESSAGES.ERRORS).toEqual([]);
      return Number(saved.ROOT.ID);
    };
    const withPdf = await finish(plain.id, 'Tudo conforme');
    const refused = await finish(custom.id, 'Sem impressora');
    const rows = await t.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'payload', 'attachments'])
      .where('company_id', '=', demoId)
      .where('event_type', '=', 'DOCUMENT_FINISHED')
      .orderBy('id')
      .execute();
    // The delivery records which PDF to send, never the bytes: the finishing save built nothing.
    expect(rows.map((row) => row.attachments)).toEqual([
      [{ kind: 'documentPdf', documentId: withPdf }],
      [{ kind: 'documentPdf', documentId: refused }],
    ]);
    expect(rows.map((row) => Object.keys(row.payload as object).sort())).toEqual([
      ['document', 'event', 'form'],
      ['document', 'event', 'form'],
    ]);
    for (const row of rows) await waitFor(row.id, 'delivered');
    const bodyOf = (id: number) =>
      receiver.received.find((r) => r.path === 'pdf' && (r.body.document as { id: number }).id === id)!.body;
    const sent = bodyOf(withPdf);
    expect(sent).not.toHaveProperty('pdfError');
    const pdf = sent.pdf as { fileName: string; contentType: string; base64: string };
    expect(pdf).toMatchObject({
      fileName: `Relatório com PDF ${withPdf}.pdf`,
      contentType: 'application/pdf',
    });
    const text = (await readPdfPages(Buffer.from(pdf.base64, 'base64'))).map((page) => page.text).join(' ');
    expect(text).toContain(`Relatório com PDF — #${withPdf}`);
    expect(text).toContain('Tudo conforme');
    // A PDF that cannot be built: the POST goes without it and says why.
    const without = bodyOf(refused);
    expect(without).not.toHaveProperty('pdf');
    expect(without.pdfError).toBe(
      'Não foi possível gerar o PDF: o servidor não tem o Chromium instalado (apt-get install chromium)',
    );
    expect(without.document).toMatchObject({ id: refused, values: { obs: 'Sem impressora' } });
  });
});

describe('webhook destinations', () => {
  it('tells private, loopback and link-local addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.0.10',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '200.160.2.3', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('fails a delivery to a private address at once, sending nothing, unless allowed', async () => {
    const receiver = await startReceiver({});
    const t = await startTestApp(testBackends()[0]!, {
      config: { cacheTtlMs: 0, webhookPollMs: 20, webhookRetryBaseMs: 20, webhookAllowPrivate: false },
    });
    try {
      const owner = await t.login('dono@demo.campo');
      await t.db
        .updateTable('companies')
        .set({ webhook_url: `${receiver.base}/internal` })
        .where('name', '=', 'Demo')
        .execute();
      const answer = await t.command('WebhookTrigger', { EVENT_TYPE: 'CREATE_TASK' }, owner);
      let row;
      for (let i = 0; i < 200 && row?.status !== 'failed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        row = await t.db
          .selectFrom('webhook_deliveries')
          .selectAll()
          .where('id', '=', Number(answer.ROOT.DELIVERY_ID))
          .executeTakeFirstOrThrow();
      }
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row!.last_error).toContain('Destination not allowed');
      expect(receiver.received).toEqual([]);
    } finally {
      await t.close();
      await receiver.close();
    }
  });
});
