import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { GENERATION_DAYS } from '../../tasks/generateOccurrences';
import { recurrentTaskJobs } from '../../tasks/recurrentTaskJobs';
import { taskTestKit } from '../../testing/taskTestKit';
import { drainJobs } from '../../testing/drainJobs';

const config = { cacheTtlMs: 0, jobsPollMs: 0, jobsRetryBaseMs: 0 };

describe.each(testBackends())('recurrent tasks on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof taskTestKit>;
  let owner: string;
  let viewer: string;
  let outra: string;
  let formId: number;
  let operatorId: number;
  let demoId: number;

  /** The local dates of the generation window (today … today + GENERATION_DAYS) passing `keep`. */
  const window = (keep: (date: string, utc: Date) => boolean) => {
    const dates: string[] = [];
    for (let i = 0; i <= GENERATION_DAYS; i++) {
      const date = kit.day(i);
      if (keep(date, new Date(`${date}T00:00:00.000Z`))) dates.push(date);
    }
    return dates;
  };
  const template = (title: string) => ({
    title,
    formId,
    responsible: { kind: 'employee', id: operatorId },
    startDate: kit.day(0),
    startHour: '00:00',
  });
  const save = async (fields: Record<string, unknown>, rule: Record<string, unknown>, token = owner) => {
    const answer = kit.ok(
      await kit.call('SalvarAtividadeRecorrente', { ATIVIDADE: fields, RECORRENCIA: rule }, token),
    );
    return { id: Number(answer.ID), version: Number(answer.VERSAO) };
  };
  /** Runs the queue until nothing is due. */
  const drain = async (jobs = app.app.jobs) => {
    await drainJobs(jobs);
  };
  const occurrences = async (recurrentId: number) =>
    (
      await sql<{ date: string; status: string; company_id: number }>`
        select occurrence_date::text as date, status, company_id from tasks
        where recurrent_id = ${recurrentId} order by occurrence_date`.execute(app.db)
    ).rows;
  const dates = async (recurrentId: number) => (await occurrences(recurrentId)).map((o) => o.date);

  beforeAll(async () => {
    app = await startTestApp(backend, { config });
    kit = taskTestKit(app);
    owner = await app.login('dono@demo.campo');
    viewer = await app.login('visualizador@demo.campo');
    outra = await app.login('dono@outra.campo');
    formId = await kit.form(owner, 'Ronda recorrente');
    operatorId = await kit.userId('operador@demo.campo');
    demoId = await kit.companyId('Demo');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('weekly: the chosen weekdays over the next month, due after the expiry days', async () => {
    const { id } = await save(
      { ...template('Semanal'), dueHour: '18:00' },
      { recurrenceType: 'weekly', weekdays: [1, 4], expiryDays: 2 },
    );
    expect(await dates(id)).toEqual([]);
    await drain();
    const expected = window((_, utc) => utc.getUTCDay() === 1 || utc.getUTCDay() === 4);
    expect(expected.length).toBeGreaterThanOrEqual(8);
    expect(await dates(id)).toEqual(expected);
    const first = await app.db
      .selectFrom('tasks')
      .select(['start_at', 'due_at', 'status', 'title', 'form_id', 'responsible_id', 'company_id'])
      .where('recurrent_id', '=', id)
      .where('occurrence_date', '=', expected[0]!)
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({
      status: 'planned',
      title: 'Semanal',
      form_id: formId,
      responsible_id: operatorId,
      company_id: demoId,
    });
    // 00:00 and 18:00 in Brasília (UTC-3).
    expect(new Date(first.start_at).toISOString()).toBe(`${expected[0]}T03:00:00.000Z`);
    const due = new Date(Date.parse(`${expected[0]}T21:00:00.000Z`) + 2 * 86_400_000);
    expect(new Date(first.due_at!).toISOString()).toBe(due.toISOString());
    const read = kit.ok(await kit.call('ConsultarAtividadeRecorrente', { ID: id }, viewer));
    expect(read.RECORRENTE).toMatchObject({
      id,
      active: true,
      generatedUntil: kit.day(GENERATION_DAYS),
      RECORRENCIA: { recurrenceType: 'weekly', weekdays: [1, 4], expiryDays: 2, baseDate: kit.day(0) },
      ATIVIDADE: { title: 'Semanal', formId },
    });
    expect((read.OCORRENCIAS as { date: string }[]).map((o) => o.date)).toEqual([...expected].reverse());
  });

  it('monthly by day, yearly by date and custom intervals from the base date', async () => {
    const day28 = await save(template('Mensal'), { recurrenceType: 'monthly', monthDay: 28 });
    const inTen = kit.day(10);
    const yearly = await save(template('Anual'), { recurrenceType: 'yearly', yearDate: inTen.slice(5) });
    const base = kit.day(-1);
    const every3 = await save(
      { ...template('A cada 3 dias'), startDate: base },
      { recurrenceType: 'custom', periodType: 'days', customInterval: 3 },
    );
    const every2Weeks = await save(template('Quinzenal'), {
      recurrenceType: 'custom',
      periodType: 'weeks',
      customInterval: 2,
    });
    await drain();
    expect(await dates(day28.id)).toEqual(window((date) => date.endsWith('-28')));
    expect(await dates(yearly.id)).toEqual([inTen]);
    const baseDay = Date.parse(`${base}T00:00:00.000Z`) / 86_400_000;
    expect(await dates(every3.id)).toEqual(
      window((_, utc) => (utc.getTime() / 86_400_000 - baseDay) % 3 === 0),
    );
    expect(await dates(every2Weeks.id)).toEqual([kit.day(0), kit.day(14), kit.day(28)]);
  });

  it('refuses a rule that cannot produce occurrences and a viewer', async () => {
    const bad = await kit.call(
      'SalvarAtividadeRecorrente',
      { ATIVIDADE: template('Sem dia'), RECORRENCIA: { recurrenceType: 'yearly', yearDate: '02-30' } },
      owner,
    );
    expect(kit.failure(bad)).toEqual({ code: 'TASK_RECURRENCE_INVALID', message: 'Recorrência inválida' });
    const noWeekdays = await kit.call(
      'SalvarAtividadeRecorrente',
      { ATIVIDADE: template('Sem dias'), RECORRENCIA: { recurrenceType: 'weekly' } },
      owner,
    );
    expect(kit.failure(noWeekdays).code).toBe('INVALID_PARAMETERS');
    const withDue = await kit.call(
      'SalvarAtividadeRecorrente',
      {
        ATIVIDADE: { ...template('Com prazo'), dueDate: kit.day(3) },
        RECORRENCIA: { recurrenceType: 'monthly', monthDay: 1 },
      },
      owner,
    );
    expect(kit.failure(withDue).code).toBe('INVALID_PARAMETERS');
    const distance = await kit.call(
      'SalvarAtividadeRecorrente',
      {
        ATIVIDADE: { ...template('Longe'), fillInLocation: true },
        RECORRENCIA: { recurrenceType: 'monthly', monthDay: 1 },
      },
      owner,
    );
    expect(kit.failure(distance).code).toBe('TASK_INVALID_DISTANCE');
    const refused = await kit.call(
      'SalvarAtividadeRecorrente',
      { ATIVIDADE: template('Visualizador'), RECORRENCIA: { recurrenceType: 'monthly', monthDay: 1 } },
      viewer,
    );
    expect(kit.failure(refused).code).toBe('NO_PERMISSION_EDIT');
    const count = await app.db
      .selectFrom('recurrent_tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('title', 'in', ['Sem dia', 'Sem dias', 'Com prazo', 'Longe', 'Visualizador'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('editing the rule replaces the untouched future occurrences only', async () => {
    const all = [0, 1, 2, 3, 4, 5, 6];
    const { id, version } = await save(template('Diária'), { recurrenceType: 'weekly', weekdays: all });
    await drain();
    expect(await dates(id)).toEqual(window(() => true));
    // Someone edited the occurrence of the day after tomorrow: it stays.
    await sql`update tasks set version = 2 where recurrent_id = ${id} and occurrence_date = ${kit.day(2)}`.execute(
      app.db,
    );
    const todayWeekday = new Date(`${kit.day(0)}T00:00:00.000Z`).getUTCDay();
    const other = (todayWeekday + 1) % 7;
    const edited = kit.ok(
      await kit.call(
        'SalvarAtividadeRecorrente',
        {
          ID: id,
          VERSAO: version,
          ATIVIDADE: template('Semanal editada'),
          RECORRENCIA: { recurrenceType: 'weekly', weekdays: [other] },
        },
        owner,
      ),
    );
    expect(edited.VERSAO).toBe(version + 1);
    await drain();
    const rows = await occurrences(id);
    const expected = [
      // Today's started already and the edited one: kept from the old rule.
      kit.day(0),
      kit.day(2),
      ...window((_, utc) => utc.getUTCDay() === other),
    ].sort();
    expect(rows.map((r) => r.date)).toEqual([...new Set(expected)]);
    const titles = await sql<{ date: string; title: string }>`
      select occurrence_date::text as date, title from tasks where recurrent_id = ${id}`.execute(app.db);
    for (const row of titles.rows)
      expect(row.title).toBe(
        row.date === kit.day(0) || row.date === kit.day(2) ? 'Diária' : 'Semanal editada',
      );
    const stale = await kit.call(
      'SalvarAtividadeRecorrente',
      {
        ID: id,
        VERSAO: version,
        ATIVIDADE: template('Velha'),
        RECORRENCIA: { recurrenceType: 'weekly', weekdays: all },
      },
      owner,
    );
    expect(kit.failure(stale).code).toBe('STALE_VERSION');
  });

  it('deleting stops generation and keeps the generated tasks', async () => {
    const { id } = await save(template('Parar'), { recurrenceType: 'weekly', weekdays: [0, 3] });
    await drain();
    const before = await dates(id);
    expect(before.length).toBeGreaterThan(0);
    expect(kit.ok(await kit.call('ExcluirAtividadeRecorrente', { ID: id }, owner)).ID).toBe(id);
    // Even a top-up from scratch generates nothing more.
    await sql`update recurrent_tasks set generated_until = null where id = ${id}`.execute(app.db);
    await sql`delete from tasks where recurrent_id = ${id} and occurrence_date = ${before.at(-1)!}`.execute(
      app.db,
    );
    await recurrentTaskJobs.scheduleTopUp(app.app.jobs, '2000-01-01');
    await drain();
    expect(await dates(id)).toEqual(before.slice(0, -1));
    expect((await occurrences(id)).every((o) => o.status === 'planned')).toBe(true);
    expect(kit.failure(await kit.call('ExcluirAtividadeRecorrente', { ID: id }, owner)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    const read = kit.ok(await kit.call('ConsultarAtividadeRecorrente', { ID: id }, owner));
    expect(read.RECORRENTE).toMatchObject({ active: false });
    expect(kit.failure(await kit.call('ExcluirAtividadeRecorrente', { ID: id }, viewer)).code).toBe(
      'NO_PERMISSION_EDIT',
    );
  });

  it('keeps companies apart', async () => {
    const { id, version } = await save(template('Da Demo'), { recurrenceType: 'monthly', monthDay: 1 });
    for (const [name, params] of [
      ['ConsultarAtividadeRecorrente', { ID: id }],
      ['ExcluirAtividadeRecorrente', { ID: id }],
      [
        'SalvarAtividadeRecorrente',
        {
          ID: id,
          VERSAO: version,
          ATIVIDADE: template('Invasão'),
          RECORRENCIA: { recurrenceType: 'monthly', monthDay: 1 },
        },
      ],
    ] as const)
      expect(kit.failure(await kit.call(name, params, outra)).code).toBe('ENTITY_NOT_FOUND');
    // Another company's form cannot be the template's.
    const foreign = await kit.call(
      'SalvarAtividadeRecorrente',
      { ATIVIDADE: template('Form alheio'), RECORRENCIA: { recurrenceType: 'monthly', monthDay: 1 } },
      outra,
    );
    expect(kit.failure(foreign).code).toMatch(/ENTITY_NOT_FOUND|LOOKUP_NOT_FOUND/);
    await drain();
    expect((await occurrences(id)).every((o) => o.company_id === demoId)).toBe(true);
    const read = kit.ok(await kit.call('ConsultarAtividadeRecorrente', { ID: id }, owner));
    expect(read.RECORRENTE).toMatchObject({ active: true, ATIVIDADE: { title: 'Da Demo' } });
  });

  it('creates no duplicate when generation runs twice and after a restart', async () => {
    const { id } = await save(template('Sem duplicatas'), {
      recurrenceType: 'custom',
      periodType: 'days',
      customInterval: 2,
    });
    await drain();
    const first = await dates(id);
    expect(first.length).toBe(16);
    const again = async (jobs: FastifyInstance['jobs'], day: string) => {
      await sql`update recurrent_tasks set generated_until = null where id = ${id}`.execute(app.db);
      expect(await recurrentTaskJobs.scheduleTopUp(jobs, day)).toBe(true);
      await drain(jobs);
      // The generation committed (a failed job, e.g. on a unique violation, would leave it null).
      const row = await sql<{ until: string | null }>`
        select generated_until::text as until from recurrent_tasks where id = ${id}`.execute(app.db);
      expect(row.rows[0]?.until).toBe(kit.day(GENERATION_DAYS));
    };
    await again(app.app.jobs, '2000-01-02');
    expect(await dates(id)).toEqual(first);
    // The same top-up key again schedules nothing.
    expect(await recurrentTaskJobs.scheduleTopUp(app.app.jobs, '2000-01-02')).toBe(false);

    await app.app.close();
    const restarted = await buildApp({ db: app.db, config });
    try {
      await restarted.ready();
      await again(restarted.jobs, '2000-01-03');
      expect(await dates(id)).toEqual(first);
    } finally {
      await restarted.close();
    }
  });
});
