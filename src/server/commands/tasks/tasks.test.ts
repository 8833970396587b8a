import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demoPassword';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { taskScene } from '../../testing/taskScene';
import type { taskTestKit } from '../../testing/taskTestKit';

describe.each(testBackends())('tasks on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof taskTestKit>;
  let owner: string;
  let operator: string;
  let viewer: string;
  let outra: string;
  let formId: number;
  let operatorId: number;
  const base = () => ({
    title: 'Inspeção do galpão',
    formId,
    responsible: { kind: 'employee', id: operatorId },
    startDate: kit.day(1),
  });

  beforeAll(async () => {
    app = await startTestApp(backend, { config: { cacheTtlMs: 0 } });
    ({ kit, owner, operator, formId, operatorId } = await taskScene(app, 'Checklist de tarefas'));
    viewer = await app.login('visualizador@demo.campo');
    outra = await app.login('dono@outra.campo');
  });
  afterAll(async () => {
    await app?.close();
  });

  const saveError = async (fields: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    kit.failure(await kit.call('SalvarAtividade', { ATIVIDADE: fields, ...extra }, owner));

  it('creates a planned task due at 23:59 by default and answers it with its computed state', async () => {
    const clientId = await kit.record('Demo', 'client');
    const unitId = await kit.record('Demo', 'unit');
    const id = await kit.create(owner, {
      ...base(),
      startHour: '08:30',
      dueDate: kit.day(3),
      clientId,
      unitId,
      urgent: true,
      needsApproval: true,
      notifyEmails: ['gestor@demo.campo'],
      address: { street: 'Rua da Aurora', latitude: -8.06, longitude: -34.88 },
      fillInLocation: true,
      proximityMeters: 150,
    });
    const { ATIVIDADE: task, HISTORICO } = await kit.read(owner, id);
    expect(task).toMatchObject({
      id,
      version: 1,
      title: 'Inspeção do galpão',
      startDate: kit.day(1),
      startHour: '08:30',
      dueDate: kit.day(3),
      dueHour: '23:59',
      formId,
      clientId,
      unitId,
      responsible: { kind: 'employee', id: operatorId },
      urgent: true,
      needsApproval: true,
      approval: 'pending',
      notifyEmails: ['gestor@demo.campo'],
      address: { street: 'Rua da Aurora', latitude: -8.06, longitude: -34.88 },
      proximityMeters: 150,
      status: 'planned',
      state: 'planned',
      card: 'todo',
      doneLabel: null,
      deadlineBucket: expect.stringMatching(/^(upTo5Days|from5To15Days)$/),
    });
    expect(new Date(String(task.dueAt)).toISOString()).toBe(String(task.dueAt));
    expect(HISTORICO).toEqual([]);
  });

  it('gives the due date from due days after the start, and allows no due date', async () => {
    const withDays = await kit.create(owner, { ...base(), dueDays: 4, dueHour: '18:00' });
    expect((await kit.read(owner, withDays)).ATIVIDADE).toMatchObject({
      dueDate: kit.day(5),
      dueHour: '18:00',
    });
    const open = await kit.create(owner, base());
    expect((await kit.read(owner, open)).ATIVIDADE).toMatchObject({ dueDate: null, deadlineBucket: null });
  });

  it('records the CREATE_TASK webhook event for a company with a webhook, and none without', async () => {
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('webhook_deliveries')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('event_type', '=', 'CREATE_TASK')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await kit.create(owner, { ...base(), title: 'Sem webhook' });
    expect(await count()).toBe(before);
    // A loopback URL: the worker refuses private addresses, so nothing leaves the machine.
    const setUrl = (url: string) =>
      app.db.updateTable('companies').set({ webhook_url: url }).where('name', '=', 'Demo').execute();
    await setUrl('http://127.0.0.1:9/campo');
    const id = await kit.create(owner, { ...base(), title: 'Com webhook' }).finally(() => setUrl(''));
    const deliveries = await app.db
      .selectFrom('webhook_deliveries')
      .select('payload')
      .where('event_type', '=', 'CREATE_TASK')
      .execute();
    const payloads = deliveries.map((d) =>
      typeof d.payload === 'string' ? JSON.parse(d.payload) : d.payload,
    );
    expect(payloads).toContainEqual(
      expect.objectContaining({
        event: 'CREATE_TASK',
        payload: { taskId: id, title: 'Com webhook', formId },
      }),
    );
  });

  it("refuses an invalid proximity distance with 'Distância inválida'", async () => {
    for (const location of [
      { fillInLocation: true },
      { fillInLocation: true, proximityMeters: 0 },
      { proximityMeters: -5 },
      { proximityMeters: 12.5 },
      { proximityMeters: 100_001 },
    ])
      expect(await saveError({ ...base(), ...location })).toEqual({
        code: 'TASK_INVALID_DISTANCE',
        message: 'Distância inválida',
      });
  });

  it('refuses a due hour before the start hour on the same day, a due date before the start or before now', async () => {
    expect(
      (await saveError({ ...base(), startHour: '14:00', dueDate: kit.day(1), dueHour: '13:59' })).code,
    ).toBe('TASK_DUE_HOUR_BEFORE_START');
    expect(
      await kit.create(owner, { ...base(), startHour: '14:00', dueDate: kit.day(1), dueHour: '14:00' }),
    ).toBeGreaterThan(0);
    expect(
      (await saveError({ ...base(), startDate: kit.day(3), dueDate: kit.day(2), dueHour: '23:00' })).code,
    ).toBe('TASK_DUE_BEFORE_START');
    const past = await saveError({ ...base(), startDate: kit.day(-3), dueDate: kit.day(-1) });
    expect(past).toEqual({
      code: 'TASK_DUE_IN_PAST',
      message: 'O prazo não pode ser anterior ao momento atual',
    });
  });

  it('refuses an archived or unknown form, and records of another company', async () => {
    const archived = await kit.form(owner, 'Arquivado para tarefas', 'archived');
    expect((await saveError({ ...base(), formId: archived })).code).toBe('DOCUMENT_FORM_INACTIVE');
    const foreignForm = await kit.form(outra, 'Da outra empresa');
    expect((await saveError({ ...base(), formId: foreignForm })).code).toBe('ENTITY_NOT_FOUND');
    const foreignClient = await kit.insertRecord('Outra', 'client', { name: 'Cliente da Outra' });
    expect(await saveError({ ...base(), clientId: foreignClient })).toEqual({
      code: 'LOOKUP_NOT_FOUND',
      message: 'Cliente: registro não encontrado',
    });
    const foreignUser = await kit.userId('dono@outra.campo');
    expect((await saveError({ ...base(), responsible: { kind: 'employee', id: foreignUser } })).code).toBe(
      'LOOKUP_NOT_FOUND',
    );
    const squad = await kit.record('Demo', 'squad');
    const bySquad = await kit.create(owner, { ...base(), responsible: { kind: 'squad', id: squad } });
    expect((await kit.read(owner, bySquad)).ATIVIDADE.responsible).toEqual({ kind: 'squad', id: squad });
    const byCode = await kit.create(owner, {
      ...base(),
      responsible: { kind: 'sharedCode', code: '123.456.789-09', codeType: 'CPF' },
    });
    expect((await kit.read(owner, byCode)).ATIVIDADE.responsible).toEqual({
      kind: 'sharedCode',
      code: '123.456.789-09',
      codeType: 'CPF',
    });
  });

  it('refuses a task as its own prerequisite and any prerequisite cycle', async () => {
    const a = await kit.create(owner, { ...base(), title: 'A' });
    const b = await kit.create(owner, { ...base(), title: 'B', prerequisites: [a] });
    const c = await kit.create(owner, { ...base(), title: 'C', prerequisites: [b] });
    const edit = (id: number, prerequisites: number[]) =>
      kit.call(
        'SalvarAtividade',
        { ID: id, VERSAO: 1, ATIVIDADE: { ...base(), title: 'A', prerequisites } },
        owner,
      );
    expect(kit.failure(await edit(a, [a]))).toEqual({
      code: 'TASK_SELF_PREREQUISITE',
      message: 'Uma atividade não pode ser pré-requisito de si mesma',
    });
    expect(kit.failure(await edit(a, [b])).code).toBe('TASK_PREREQUISITE_CYCLE');
    expect(kit.failure(await edit(a, [c]))).toEqual({
      code: 'TASK_PREREQUISITE_CYCLE',
      message: 'Os pré-requisitos formam um ciclo: C já depende desta atividade',
    });
    expect(kit.failure(await edit(a, [999_999])).code).toBe('LOOKUP_NOT_FOUND');
    const d = await kit.create(owner, { ...base(), title: 'D' });
    kit.ok(await edit(a, [d]));
    expect((await kit.read(owner, a)).ATIVIDADE.prerequisites).toEqual([d]);
  });

  it('records the changed fields of an edit in the history, and refuses a stale version', async () => {
    const id = await kit.create(owner, { ...base(), title: 'Antes', dueDate: kit.day(2) });
    const saved = kit.ok(
      await kit.call(
        'SalvarAtividade',
        { ID: id, VERSAO: 1, ATIVIDADE: { ...base(), title: 'Depois', dueDate: kit.day(2), urgent: true } },
        owner,
      ),
    );
    expect(saved).toMatchObject({ ID: id, VERSAO: 2 });
    const { ATIVIDADE, HISTORICO } = await kit.read(owner, id);
    expect(ATIVIDADE).toMatchObject({ title: 'Depois', urgent: true, version: 2 });
    expect(HISTORICO).toHaveLength(1);
    expect(HISTORICO[0]).toMatchObject({ userId: await kit.userId('dono@demo.campo') });
    expect(HISTORICO[0]!.changes).toEqual({
      title: { from: 'Antes', to: 'Depois' },
      urgent: { from: false, to: true },
    });
    const stale = await kit.call('SalvarAtividade', { ID: id, VERSAO: 1, ATIVIDADE: base() }, owner);
    expect(kit.failure(stale).code).toBe('STALE_VERSION');
  });

  it('keeps an overdue task editable without moving its due date, and closed tasks read-only', async () => {
    const id = await kit.create(owner, { ...base(), startDate: kit.day(-3), dueDate: kit.day(1) });
    const due = (await kit.read(owner, id)).ATIVIDADE;
    // A whole minute, as dates travel: re-sending the same local date and hour keeps the same instant.
    await kit.tweak(id, { due_at: new Date(Math.floor((Date.now() - 3_600_000) / 60_000) * 60_000) });
    const overdue = (await kit.read(owner, id)).ATIVIDADE;
    expect(overdue).toMatchObject({ state: 'late', card: 'todo' });
    const local = { dueDate: overdue.dueDate, dueHour: overdue.dueHour };
    kit.ok(
      await kit.call(
        'SalvarAtividade',
        {
          ID: id,
          VERSAO: 1,
          ATIVIDADE: { ...base(), startDate: due.startDate, ...local, title: 'Renomeada' },
        },
        owner,
      ),
    );
    await kit.tweak(id, { status: 'finished', finished_at: new Date() });
    const closed = await kit.call('SalvarAtividade', { ID: id, VERSAO: 2, ATIVIDADE: base() }, owner);
    expect(kit.failure(closed).code).toBe('TASK_NOT_EDITABLE');
    await kit.tweak(id, { status: 'deleted' });
    const gone = await kit.call('SalvarAtividade', { ID: id, VERSAO: 2, ATIVIDADE: base() }, owner);
    expect(kit.failure(gone).code).toBe('ENTITY_NOT_FOUND');
    expect((await kit.read(owner, id)).ATIVIDADE.state).toBe('deleted');
  });

  it('lets operators (TASK EDIT) save and viewers only read', async () => {
    const id = await kit.create(operator, { ...base(), title: 'Do operador' });
    expect((await kit.read(viewer, id)).ATIVIDADE.title).toBe('Do operador');
    const list = kit.ok(await kit.call('ConsultarAtividadesFlowV2', { BUSCA: 'Do operador' }, viewer));
    expect(list.TOTAL).toBe(1);
    for (const [name, params] of [
      ['SalvarAtividade', { ATIVIDADE: base() }],
      ['AlterarAtividades', { IDS: [id], ALTERACOES: { urgent: true } }],
      ['ExcluirAtividades', { IDS: [id], FRASE: 'excluir 1 atividade', SENHA: 'x' }],
    ] as const)
      expect(kit.failure(await kit.call(name, params, viewer)).code).toBe('NO_PERMISSION_EDIT');
  });

  it('keeps every company to its own tasks', async () => {
    const id = await kit.create(owner, { ...base(), title: 'Só da Demo' });
    expect(kit.failure(await kit.call('ConsultarAtividade', { ID: id }, outra)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    const list = kit.ok(await kit.call('ConsultarAtividadesFlowV2', { BUSCA: 'Só da Demo' }, outra));
    expect(list).toMatchObject({ TOTAL: 0, ITEMS: [] });
    const edit = await kit.call('SalvarAtividade', { ID: id, VERSAO: 1, ATIVIDADE: base() }, outra);
    expect(kit.failure(edit).code).toBe('ENTITY_NOT_FOUND');
    const mass = await kit.call('AlterarAtividades', { IDS: [id], ALTERACOES: { urgent: true } }, outra);
    expect(kit.failure(mass).code).toBe('ENTITY_NOT_FOUND');
    const del = await kit.call(
      'ExcluirAtividades',
      { IDS: [id], FRASE: 'excluir 1 atividade', SENHA: DEMO_PASSWORD },
      outra,
    );
    expect(kit.failure(del).code).toBe('ENTITY_NOT_FOUND');
    expect((await kit.read(owner, id)).ATIVIDADE).toMatchObject({
      status: 'planned',
      urgent: false,
      version: 1,
    });
  });
});
