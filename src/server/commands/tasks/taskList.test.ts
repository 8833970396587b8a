import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demoPassword';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { taskTestKit } from '../../testing/taskTestKit';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Item {
  id: number;
  title: string;
  state: string;
  doneLabel: string | null;
  card: string | null;
  deadlineBucket: string | null;
  formName: string;
  responsible: { kind: string; id: number | null; name: string | null };
  clientName: string | null;
  unitName: string | null;
}

describe.each(testBackends())('task list, mass delete and mass edit on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof taskTestKit>;
  let owner: string;
  let outra: string;
  let operatorId: number;

  beforeAll(async () => {
    app = await startTestApp(backend, { config: { cacheTtlMs: 0 } });
    kit = taskTestKit(app);
    owner = await app.login('dono@demo.campo');
    outra = await app.login('dono@outra.campo');
    operatorId = await kit.userId('operador@demo.campo');
  });
  afterAll(async () => {
    await app?.close();
  });

  const list = async (params: Record<string, unknown>) => {
    const answer = kit.ok(await kit.call('ConsultarAtividadesFlowV2', params, owner));
    return answer as unknown as { ITEMS: Item[]; TOTAL: number; RESUMO: Record<string, number> };
  };
  const titles = (items: Item[]) => items.map((i) => i.title);

  /** A form of its own per test, so MODELOS isolates the test's tasks. */
  const tasksOn = async (name: string, specs: { title: string; [key: string]: unknown }[]) => {
    const formId = await kit.form(owner, name);
    const ids: number[] = [];
    for (const spec of specs)
      ids.push(
        await kit.create(owner, {
          formId,
          responsible: { kind: 'employee', id: operatorId },
          startDate: kit.day(0),
          ...spec,
        }),
      );
    return { formId, ids };
  };

  it('computes every state in SQL as the runtime does, with summary counts and a state filter', async () => {
    const { formId, ids } = await tasksOn('Estados', [
      { title: 'planejada', dueDate: kit.day(10) },
      { title: 'em andamento', dueDate: kit.day(10) },
      { title: 'atrasada' },
      { title: 'vencida', closeAfterDue: true },
      { title: 'no prazo' },
      { title: 'entregue atrasada' },
      { title: 'sem prazo' },
      { title: 'cancelada' },
      { title: 'excluída' },
    ]);
    const [, inProgress, late, expired, onTime, finishedLate, noDue, cancelled, deleted] = ids as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const now = Date.now();
    await kit.tweak(inProgress, { status: 'in_progress', started_at: new Date() });
    await kit.tweak(late, { due_at: new Date(now - HOUR) });
    await kit.tweak(expired, { due_at: new Date(now - HOUR) });
    await kit.tweak(onTime, {
      status: 'finished',
      due_at: new Date(now - HOUR),
      finished_at: new Date(now - 2 * HOUR),
    });
    await kit.tweak(finishedLate, {
      status: 'finished',
      due_at: new Date(now - 2 * HOUR),
      finished_at: new Date(now - HOUR),
    });
    await kit.tweak(noDue, { status: 'finished', finished_at: new Date(now - HOUR) });
    await kit.tweak(cancelled, { status: 'cancelled' });
    await kit.tweak(deleted, { status: 'deleted' });

    const all = await list({ MODELOS: [formId], ORDENAR: { field: 'title' } });
    expect(all.RESUMO).toEqual({
      planned: 1,
      inProgress: 1,
      late: 1,
      expired: 1,
      finished: 3,
      cancelled: 1,
      deleted: 1,
    });
    expect(all.TOTAL).toBe(8);
    const byTitle = Object.fromEntries(all.ITEMS.map((i) => [i.title, i]));
    expect(byTitle['excluída']).toBeUndefined();
    expect(byTitle['planejada']).toMatchObject({
      state: 'planned',
      card: 'todo',
      deadlineBucket: 'from5To15Days',
    });
    expect(byTitle['em andamento']).toMatchObject({ state: 'inProgress', card: 'doing' });
    expect(byTitle['atrasada']).toMatchObject({ state: 'late', card: 'todo', deadlineBucket: null });
    expect(byTitle['vencida']).toMatchObject({ state: 'expired' });
    expect(byTitle['no prazo']).toMatchObject({ state: 'finished', doneLabel: 'onTime', card: 'done' });
    expect(byTitle['entregue atrasada']).toMatchObject({ doneLabel: 'late' });
    expect(byTitle['sem prazo']).toMatchObject({ doneLabel: 'noDueDate' });
    expect(byTitle['cancelada']).toMatchObject({ state: 'cancelled', card: 'done' });
    expect(byTitle['planejada']).toMatchObject({
      formName: 'Estados',
      responsible: { kind: 'employee', id: operatorId, name: 'Otávio Operador' },
    });

    const lateOnes = await list({
      MODELOS: [formId],
      ESTADOS: ['late', 'expired'],
      ORDENAR: { field: 'title' },
    });
    expect(titles(lateOnes.ITEMS)).toEqual(['atrasada', 'vencida']);
    expect(lateOnes.TOTAL).toBe(2);
    expect(lateOnes.RESUMO.finished).toBe(3);
    expect(titles((await list({ MODELOS: [formId], ESTADOS: ['deleted'] })).ITEMS)).toEqual(['excluída']);
  });

  it('filters by deadline bucket', async () => {
    const { formId, ids } = await tasksOn('Prazos', [
      { title: 'hoje' },
      { title: 'em 3 dias' },
      { title: 'em 10 dias' },
      { title: 'em 30 dias' },
      { title: 'sem prazo' },
    ]);
    const now = Date.now();
    const dues = [2 * HOUR, 3 * DAY, 10 * DAY, 30 * DAY];
    for (const [i, offset] of dues.entries()) await kit.tweak(ids[i]!, { due_at: new Date(now + offset) });
    const bucket = async (PRAZOS: string[]) =>
      titles((await list({ MODELOS: [formId], PRAZOS, ORDENAR: { field: 'due' } })).ITEMS);
    expect(await bucket(['under24h'])).toEqual(['hoje']);
    expect(await bucket(['upTo5Days'])).toEqual(['em 3 dias']);
    expect(await bucket(['from5To15Days'])).toEqual(['em 10 dias']);
    expect(await bucket(['over15Days'])).toEqual(['em 30 dias']);
    expect(await bucket(['under24h', 'over15Days'])).toEqual(['hoje', 'em 30 dias']);
    const items = (await list({ MODELOS: [formId], ORDENAR: { field: 'due' } })).ITEMS;
    expect(items.map((i) => i.deadlineBucket)).toEqual([
      'under24h',
      'upTo5Days',
      'from5To15Days',
      'over15Days',
      null,
    ]);
  });

  it('filters by date preset on the start, due or creation date, and by a custom range', async () => {
    const { formId, ids } = await tasksOn('Períodos', [
      { title: 'começa hoje' },
      { title: 'começou há 10 dias' },
      { title: 'começou há 40 dias' },
      { title: 'começou há 2 anos' },
    ]);
    const now = Date.now();
    await kit.tweak(ids[1]!, { start_at: new Date(now - 10 * DAY) });
    await kit.tweak(ids[2]!, { start_at: new Date(now - 40 * DAY) });
    await kit.tweak(ids[3]!, { start_at: new Date(now - 730 * DAY), created_at: new Date(now - 730 * DAY) });
    const period = async (params: Record<string, unknown>) =>
      titles(
        (await list({ MODELOS: [formId], ORDENAR: { field: 'start', direction: 'desc' }, ...params })).ITEMS,
      );
    expect(await period({ PERIODO: 'today' })).toEqual(['começa hoje']);
    expect(await period({ PERIODO: 'last7Days' })).toEqual(['começa hoje']);
    expect(await period({ PERIODO: 'last15Days' })).toEqual(['começa hoje', 'começou há 10 dias']);
    expect(await period({ PERIODO: 'last30Days' })).toEqual(['começa hoje', 'começou há 10 dias']);
    expect(await period({ PERIODO: 'lastYear', CAMPO_DATA: 'created' })).toEqual([]);
    expect(await period({ PERIODO: 'custom', DE: kit.day(-45), ATE: kit.day(-35) })).toEqual([
      'começou há 40 dias',
    ]);
    expect(await period({ PERIODO: 'custom', ATE: kit.day(-365) })).toEqual(['começou há 2 anos']);
    expect(await period({ PERIODO: 'all' })).toHaveLength(4);
    expect(await period({ PERIODO: 'today', CAMPO_DATA: 'created' })).toHaveLength(3);
  });

  it('filters by responsible, client, unit, urgency and search, sorts and pages', async () => {
    const squad = await kit.record('Demo', 'squad');
    const clientId = await kit.record('Demo', 'client');
    const unitId = await kit.record('Demo', 'unit');
    const { formId, ids } = await tasksOn('Filtros', [
      { title: 'Bomba 1', clientId, urgent: true },
      { title: 'Bomba 2', unitId, responsible: { kind: 'squad', id: squad } },
      { title: 'Gerador', responsible: { kind: 'sharedCode', code: 'TK-9', codeType: 'TOKEN' } },
    ]);
    const find = async (params: Record<string, unknown>) =>
      titles((await list({ MODELOS: [formId], ORDENAR: { field: 'title' }, ...params })).ITEMS);
    expect(await find({ RESPONSAVEIS: [{ kind: 'employee', id: operatorId }] })).toEqual(['Bomba 1']);
    expect(
      await find({
        RESPONSAVEIS: [
          { kind: 'squad', id: squad },
          { kind: 'sharedCode', code: 'TK-9' },
        ],
      }),
    ).toEqual(['Bomba 2', 'Gerador']);
    expect(await find({ CLIENTES: [clientId] })).toEqual(['Bomba 1']);
    expect(await find({ UNIDADES: [unitId] })).toEqual(['Bomba 2']);
    expect(await find({ URGENTE: true })).toEqual(['Bomba 1']);
    expect(await find({ BUSCA: 'bomba' })).toEqual(['Bomba 1', 'Bomba 2']);
    expect(await find({ BUSCA: '100%_' })).toEqual([]);
    expect(await find({ BUSCA: String(ids[2]) })).toEqual(['Gerador']);
    const items = (await list({ MODELOS: [formId], ORDENAR: { field: 'title' } })).ITEMS;
    expect(items[0]!.clientName).toEqual(expect.any(String));
    expect(items[1]!.unitName).toEqual(expect.any(String));
    expect(items[1]!.responsible.name).toEqual(expect.any(String));
    expect(items[2]!.responsible).toMatchObject({ kind: 'sharedCode', name: 'TK-9' });
    expect(await find({ ORDENAR: { field: 'title', direction: 'desc' } })).toEqual([
      'Gerador',
      'Bomba 2',
      'Bomba 1',
    ]);
    const page2 = await list({ MODELOS: [formId], ORDENAR: { field: 'title' }, PAGE: 2, PAGE_SIZE: 2 });
    expect(titles(page2.ITEMS)).toEqual(['Gerador']);
    expect(page2.TOTAL).toBe(3);
  });

  it('deletes tasks only with the typed phrase and the caller password, all or nothing', async () => {
    const { formId, ids } = await tasksOn('Exclusão', [{ title: 'x1' }, { title: 'x2' }, { title: 'x3' }]);
    const remove = (IDS: number[], FRASE: string, SENHA = DEMO_PASSWORD) =>
      kit.call('ExcluirAtividades', { IDS, FRASE, SENHA }, owner);
    expect(kit.failure(await remove(ids.slice(0, 2), 'excluir 1 atividade'))).toEqual({
      code: 'CONFIRMATION_PHRASE_WRONG',
      message: 'Frase de confirmação incorreta',
    });
    expect(kit.failure(await remove(ids.slice(0, 2), 'excluir 2 atividades', 'errada'))).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Senha incorreta',
    });
    const foreign = await kit.create(outra, {
      title: 'da outra',
      formId: await kit.form(outra, 'Outra exclusão'),
      responsible: { kind: 'sharedCode', code: '1', codeType: 'TOKEN' },
      startDate: kit.day(0),
    });
    expect(kit.failure(await remove([ids[0]!, foreign], 'excluir 2 atividades')).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect((await list({ MODELOS: [formId] })).TOTAL).toBe(3);

    expect(kit.ok(await remove(ids.slice(0, 2), '  Excluir 2   atividades ')).EXCLUIDAS).toBe(2);
    const after = await list({ MODELOS: [formId], ESTADOS: ['deleted'], ORDENAR: { field: 'title' } });
    expect(titles(after.ITEMS)).toEqual(['x1', 'x2']);
    expect((await kit.read(owner, ids[0]!)).HISTORICO[0]!.changes).toEqual({
      status: { from: 'planned', to: 'deleted' },
    });
    expect(kit.failure(await remove([ids[0]!], 'excluir 1 atividade')).code).toBe('ENTITY_NOT_FOUND');
    expect(kit.ok(await remove([ids[2]!], 'excluir 1 atividade')).EXCLUIDAS).toBe(1);
  });

  it('edits many tasks at once and records each change in their history', async () => {
    const squad = await kit.record('Demo', 'squad');
    const { ids } = await tasksOn('Edição em massa', [
      { title: 'm1', urgent: true },
      { title: 'm2' },
      { title: 'm3', dueDate: kit.day(2) },
    ]);
    const edit = (IDS: number[], ALTERACOES: Record<string, unknown>) =>
      kit.call('AlterarAtividades', { IDS, ALTERACOES }, owner);
    const answer = kit.ok(
      await edit(ids, {
        urgent: true,
        responsible: { kind: 'squad', id: squad },
        dueDate: kit.day(6),
        dueHour: '17:00',
      }),
    );
    expect(answer.ALTERADAS).toBe(3);
    for (const id of ids) {
      const { ATIVIDADE } = await kit.read(owner, id);
      expect(ATIVIDADE).toMatchObject({
        urgent: true,
        responsible: { kind: 'squad', id: squad },
        dueDate: kit.day(6),
        dueHour: '17:00',
        version: 2,
      });
    }
    const first = (await kit.read(owner, ids[0]!)).HISTORICO[0]!.changes;
    expect(first).toEqual({
      responsible: { from: { kind: 'employee', id: operatorId }, to: { kind: 'squad', id: squad } },
      dueAt: { from: null, to: expect.any(String) },
    });
    const third = await kit.read(owner, ids[2]!);
    expect(third.HISTORICO[0]!.changes.urgent).toEqual({ from: false, to: true });
    expect(third.HISTORICO[0]!.changes.dueAt!.from).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(third.HISTORICO[0]!.changes.dueAt!.to).toBe(third.ATIVIDADE.dueAt);

    expect(kit.failure(await edit(ids, { dueDate: kit.day(-1) })).code).toBe('TASK_DUE_IN_PAST');
    await kit.tweak(ids[1]!, { start_at: new Date(Date.now() + 20 * DAY) });
    expect(kit.failure(await edit(ids, { dueDate: kit.day(10) })).code).toBe('TASK_DUE_BEFORE_START');
    await kit.tweak(ids[1]!, { status: 'finished', finished_at: new Date() });
    expect(kit.failure(await edit(ids, { urgent: false })).code).toBe('TASK_NOT_EDITABLE');
    expect(kit.failure(await edit([ids[0]!, 999_999], { urgent: false })).code).toBe('ENTITY_NOT_FOUND');
    expect(kit.failure(await edit([ids[0]!], { responsible: { kind: 'employee', id: 999_999 } })).code).toBe(
      'LOOKUP_NOT_FOUND',
    );
    expect((await kit.read(owner, ids[0]!)).ATIVIDADE).toMatchObject({ urgent: true, version: 2 });
  });

  it('searches titles ignoring accents and case', async () => {
    const { formId } = await tasksOn('Acentos', [
      { title: 'Visita ao José' },
      { title: 'Ação corretiva' },
      { title: 'Outra coisa' },
    ]);
    const find = async (search: string) =>
      titles((await list({ MODELOS: [formId], ORDENAR: { field: 'title' }, BUSCA: search })).ITEMS);
    expect(await find('Jose')).toEqual(['Visita ao José']);
    expect(await find('VISITA AO JOSÉ')).toEqual(['Visita ao José']);
    expect(await find('acao')).toEqual(['Ação corretiva']);
    expect(await find('AÇÃO')).toEqual(['Ação corretiva']);
    expect(await find('açao corretiva')).toEqual(['Ação corretiva']);
    expect(await find('josé da ação')).toEqual([]);
  });
});
