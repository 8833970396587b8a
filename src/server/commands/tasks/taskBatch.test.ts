import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { taskScene } from '../../testing/taskScene';
import type { taskTestKit } from '../../testing/taskTestKit';
import { drainJobs } from '../../testing/drainJobs';

const config = { cacheTtlMs: 0, jobsPollMs: 0 };

describe.each(testBackends())('create multiple tasks on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof taskTestKit>;
  let owner: string;
  let supervisor: string;
  let operator: string;
  let viewer: string;
  let outra: string;
  let platform: string;
  let formId: number;
  let operatorId: number;
  let demoId: number;

  const row = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    formId,
    responsible: { kind: 'employee', id: operatorId },
    startDate: kit.day(1),
    ...extra,
  });
  const titled = async (prefix: string) =>
    (
      await sql<{ title: string; company_id: number }>`
        select title, company_id from tasks where title like ${`${prefix}%`} order by id`.execute(app.db)
    ).rows;
  const templates = async (prefix: string) =>
    (
      await sql<{ title: string }>`
        select title from recurrent_tasks where title like ${`${prefix}%`} order by id`.execute(app.db)
    ).rows.map((r) => r.title);
  const setLimit = async (limit: number | null) =>
    kit.ok(
      await kit.call(
        'UpdateCompanyNextPermissions',
        { COMPANY_ID: demoId, PERMISSIONS: { limits: { multipleActivities: limit } } },
        platform,
      ),
    );

  beforeAll(async () => {
    app = await startTestApp(backend, { config });
    ({ kit, owner, supervisor, operator, formId, operatorId } = await taskScene(app, 'Checklist em lote'));
    viewer = await app.login('visualizador@demo.campo');
    outra = await app.login('dono@outra.campo');
    platform = await app.login('admin');
    demoId = await kit.companyId('Demo');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates every row in one go, each with its CREATE_TASK event (a company with a webhook)', async () => {
    const clientId = await kit.record('Demo', 'client');
    // A loopback URL: the worker refuses private addresses, so nothing leaves the machine.
    const setUrl = (url: string) =>
      app.db.updateTable('companies').set({ webhook_url: url }).where('name', '=', 'Demo').execute();
    await setUrl('http://127.0.0.1:9/campo');
    const answer = kit.ok(
      await kit
        .call(
          'SalvarAtividades',
          {
            ATIVIDADES: [
              row('Lote A 1', { clientId, dueDate: kit.day(3), dueHour: '18:00', urgent: true }),
              row('Lote A 2', { needsApproval: true }),
              row('Lote A 3', { startHour: '08:00' }),
            ],
          },
          supervisor,
        )
        .finally(() => setUrl('')),
    );
    expect(answer.COUNT).toBe(3);
    expect(answer.MESSAGES.INFORMATIONS).toEqual(['3 atividades criadas']);
    const ids = answer.IDS as number[];
    const first = await kit.read(owner, ids[0]!);
    expect(first.ATIVIDADE).toMatchObject({
      title: 'Lote A 1',
      clientId,
      dueDate: kit.day(3),
      dueHour: '18:00',
      urgent: true,
      status: 'planned',
    });
    expect((await kit.read(owner, ids[1]!)).ATIVIDADE).toMatchObject({ approval: 'pending' });
    const events = await app.db
      .selectFrom('webhook_deliveries')
      .select('payload')
      .where('event_type', '=', 'CREATE_TASK')
      .execute();
    const taskIds = events.map(
      (e) => (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload).payload.taskId,
    );
    for (const id of ids) expect(taskIds).toContain(id);
  });

  it('creates nothing when a row fails and answers every bad row with its number, field and reason', async () => {
    const refused = await kit.call(
      'SalvarAtividades',
      {
        ATIVIDADES: [
          row('Lote B 1'),
          row('Lote B 2', { dueDate: kit.day(0), startDate: kit.day(2) }),
          row('Lote B 3', { clientId: 999_999 }),
          { ...row('Lote B 4'), title: undefined },
          row('Lote B 5', { fillInLocation: true }),
        ],
      },
      supervisor,
    );
    expect(refused.ROOT.ERROR_CODE).toBe('ENTITY_ROWS_INVALID');
    expect(refused.ROOT.ROW_ERRORS).toEqual([
      {
        row: 2,
        field: 'Data do prazo',
        path: 'dueDate',
        message: 'A data do prazo não pode ser anterior à data de início',
      },
      { row: 3, field: 'Cliente', path: 'clientId', message: 'Cliente: registro não encontrado' },
      { row: 4, field: 'Título', path: 'title', message: 'Campo obrigatório' },
      { row: 5, field: 'Proximidade (metros)', path: 'proximityMeters', message: 'Distância inválida' },
    ]);
    expect(refused.ROOT.MESSAGES.ERRORS[0]).toContain(
      'linha 2, campo Data do prazo: A data do prazo não pode ser anterior à data de início',
    );
    expect(await titled('Lote B')).toEqual([]);
  });

  it("refuses another company's or an archived form per row, and writes no event for a refused batch", async () => {
    const otherForm = await kit.form(outra, 'Formulário da Outra');
    const archived = await kit.form(owner, 'Arquivado em lote', 'archived');
    const before = await app.db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await kit.call(
      'SalvarAtividades',
      { ATIVIDADES: [row('Lote C 1', { formId: otherForm }), row('Lote C 2', { formId: archived })] },
      owner,
    );
    expect(refused.ROOT.ROW_ERRORS).toEqual([
      { row: 1, field: 'Modelo', path: 'formId', message: 'Entidade não encontrada' },
      {
        row: 2,
        field: 'Modelo',
        path: 'formId',
        message: 'Este modelo não está ativo e não pode ser preenchido',
      },
    ]);
    const after = await app.db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await titled('Lote C')).toEqual([]);
  });

  it('names the refused field of a single save (FIELD), for the task page to show it beside the field', async () => {
    const refused = await kit.call(
      'SalvarAtividade',
      { ATIVIDADE: row('Só uma', { startDate: kit.day(2), dueDate: kit.day(1) }) },
      owner,
    );
    expect(refused.ROOT).toMatchObject({ ERROR_CODE: 'TASK_DUE_BEFORE_START', FIELD: 'dueDate' });
    const client = await kit.call(
      'SalvarAtividade',
      { ATIVIDADE: row('Só uma', { unitId: 999_999 }) },
      owner,
    );
    expect(client.ROOT).toMatchObject({ ERROR_CODE: 'LOOKUP_NOT_FOUND', FIELD: 'unitId' });
    expect(client.ROOT.MESSAGES.ERRORS).toEqual(['Unidade: registro não encontrado']);
  });

  it('keeps each company to its own records: Outra cannot point at Demo employees or clients', async () => {
    const demoClient = await kit.record('Demo', 'client');
    const outraForm = await kit.form(outra, 'Checklist da Outra');
    const refused = await kit.call(
      'SalvarAtividades',
      { ATIVIDADES: [row('Lote D 1', { formId: outraForm, clientId: demoClient })] },
      outra,
    );
    expect(refused.ROOT.ROW_ERRORS).toEqual([
      { row: 1, field: 'Responsável', path: 'responsible', message: 'Responsável: registro não encontrado' },
    ]);
    const outraOwner = await kit.userId('dono@outra.campo');
    const created = kit.ok(
      await kit.call(
        'SalvarAtividades',
        {
          ATIVIDADES: [
            row('Lote D 2', { formId: outraForm, responsible: { kind: 'employee', id: outraOwner } }),
          ],
        },
        outra,
      ),
    );
    expect(await titled('Lote D')).toEqual([{ title: 'Lote D 2', company_id: await kit.companyId('Outra') }]);
    // Demo does not see Outra's task.
    const id = (created.IDS as number[])[0]!;
    expect(kit.failure(await kit.call('ConsultarAtividade', { ID: id }, owner)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
  });

  it('refuses a batch over the plan limit with PLAN_LIMIT_REACHED, and accepts one at the limit', async () => {
    await setLimit(2);
    try {
      const refused = await kit.call(
        'SalvarAtividades',
        { ATIVIDADES: [row('Lote E 1'), row('Lote E 2'), row('Lote E 3')] },
        owner,
      );
      expect(refused.ROOT).toMatchObject({
        ERROR_CODE: 'PLAN_LIMIT_REACHED',
        LIMIT_KEY: 'multipleActivities',
        LIMIT: { allowed: true, hasLimit: true, limit: 2, limitUsed: 3 },
      });
      expect(refused.ROOT.MESSAGES.ERRORS).toEqual([
        'Você atingiu o limite do seu plano para esta funcionalidade',
      ]);
      const recurrent = await kit.call(
        'SalvarAtividadesRecorrentes',
        {
          ITENS: [1, 2, 3].map((n) => ({
            ATIVIDADE: row(`Lote E R${n}`),
            RECORRENCIA: { recurrenceType: 'monthly', monthDay: 5 },
          })),
        },
        owner,
      );
      expect(recurrent.ROOT.ERROR_CODE).toBe('PLAN_LIMIT_REACHED');
      expect(await titled('Lote E')).toEqual([]);
      kit.ok(await kit.call('SalvarAtividades', { ATIVIDADES: [row('Lote E 4'), row('Lote E 5')] }, owner));
      expect((await titled('Lote E')).map((r) => r.title)).toEqual(['Lote E 4', 'Lote E 5']);
      await setLimit(0);
      const none = await kit.call('SalvarAtividades', { ATIVIDADES: [row('Lote E 6')] }, owner);
      expect(none.ROOT).toMatchObject({ ERROR_CODE: 'PLAN_LIMIT_REACHED', LIMIT: { allowed: false } });
    } finally {
      await setLimit(null);
    }
  });

  it('is TASK EDIT: operators create, viewers are refused', async () => {
    kit.ok(await kit.call('SalvarAtividades', { ATIVIDADES: [row('Lote F 1')] }, operator));
    const refused = await kit.call('SalvarAtividades', { ATIVIDADES: [row('Lote F 2')] }, viewer);
    expect(refused.ROOT.ERROR_CODE).toBe('NO_PERMISSION_EDIT');
    const refusedRecurrent = await kit.call(
      'SalvarAtividadesRecorrentes',
      {
        ITENS: [{ ATIVIDADE: row('Lote F 3'), RECORRENCIA: { recurrenceType: 'weekly', weekdays: [1] } }],
      },
      viewer,
    );
    expect(refusedRecurrent.ROOT.ERROR_CODE).toBe('NO_PERMISSION_EDIT');
    expect((await titled('Lote F')).map((r) => r.title)).toEqual(['Lote F 1']);
  });

  it('creates recurrent tasks all or none, with per-row errors of the rule and the template', async () => {
    const refused = await kit.call(
      'SalvarAtividadesRecorrentes',
      {
        ITENS: [
          { ATIVIDADE: row('Lote G 1'), RECORRENCIA: { recurrenceType: 'weekly', weekdays: [1, 3] } },
          { ATIVIDADE: row('Lote G 2'), RECORRENCIA: { recurrenceType: 'yearly', yearDate: '02-30' } },
          { ATIVIDADE: row('Lote G 3'), RECORRENCIA: { recurrenceType: 'weekly' } },
          {
            ATIVIDADE: row('Lote G 4', { startHour: '10:00', dueHour: '09:00' }),
            RECORRENCIA: { recurrenceType: 'monthly', monthDay: 1 },
          },
        ],
      },
      owner,
    );
    expect(refused.ROOT.ROW_ERRORS).toEqual([
      { row: 2, field: 'Recorrência', path: 'recurrence', message: 'Recorrência inválida' },
      { row: 3, field: 'Recorrência', path: 'recurrence', message: 'Campo obrigatório' },
      {
        row: 4,
        field: 'Hora do prazo',
        path: 'dueHour',
        message: 'A hora do prazo não pode ser anterior à hora de início',
      },
    ]);
    expect(await templates('Lote G')).toEqual([]);

    const answer = kit.ok(
      await kit.call(
        'SalvarAtividadesRecorrentes',
        {
          ITENS: [
            {
              ATIVIDADE: row('Lote G 5', { startDate: kit.day(0) }),
              RECORRENCIA: { recurrenceType: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6], expiryDays: 1 },
            },
            {
              ATIVIDADE: row('Lote G 6'),
              RECORRENCIA: { recurrenceType: 'custom', periodType: 'days', customInterval: 2 },
            },
          ],
        },
        owner,
      ),
    );
    expect(answer.MESSAGES.INFORMATIONS).toEqual(['2 atividades recorrentes criadas']);
    expect(await templates('Lote G')).toEqual(['Lote G 5', 'Lote G 6']);
    await drainJobs(app.app.jobs);
    const [daily] = answer.IDS as number[];
    const read = kit.ok(await kit.call('ConsultarAtividadeRecorrente', { ID: daily }, owner));
    expect((read.OCORRENCIAS as unknown[]).length).toBeGreaterThanOrEqual(31);
  });
});
