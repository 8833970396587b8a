import type { Envelope } from '../../../runtime/protocol/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { taskTestKit } from '../../testing/taskTestKit';

const HOUR = 3_600_000;

interface Item {
  id: number;
  title: string;
  state: string;
  formName: string;
  clientName: string | null;
  responsible: { kind: string; id: number | null; name: string | null };
  latitude: number | null;
  longitude: number | null;
  group?: { key: string | null; count: number };
}

describe.each(testBackends())('task list grouping, sorting, map and columns on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof taskTestKit>;
  let owner: string;
  let operatorId: number;
  let supervisorId: number;

  beforeAll(async () => {
    app = await startTestApp(backend, { config: { cacheTtlMs: 0 } });
    kit = taskTestKit(app);
    owner = await app.login('dono@demo.campo');
    operatorId = await kit.userId('operador@demo.campo');
    supervisorId = await kit.userId('supervisor@demo.campo');
  });
  afterAll(async () => {
    await app?.close();
  });

  const list = async (params: Record<string, unknown>, token = owner) => {
    const answer = kit.ok(await kit.call('ConsultarAtividadesFlowV2', params, token));
    return answer as unknown as { ITEMS: Item[]; TOTAL: number; RESUMO: Record<string, number> };
  };
  /** Every page of a query, pages of `size`. */
  const allPages = async (params: Record<string, unknown>, size: number) => {
    const items: Item[] = [];
    for (let page = 1; ; page++) {
      const answer = await list({ ...params, PAGE: page, PAGE_SIZE: size });
      items.push(...answer.ITEMS);
      if (items.length >= answer.TOTAL || !answer.ITEMS.length) return items;
    }
  };
  const create = (formId: number, spec: Record<string, unknown>) =>
    kit.create(owner, {
      formId,
      responsible: { kind: 'employee', id: operatorId },
      startDate: kit.day(0),
      ...spec,
    });

  it('groups by state across pages: group first, then the sort, each item with its whole group count', async () => {
    const formId = await kit.form(owner, 'Agrupar estados');
    const ids: number[] = [];
    for (const title of ['p3', 'p1', 'a2', 'p2', 'a1', 'f1'])
      ids.push(await create(formId, { title, dueDate: kit.day(5) }));
    // a1, a2 late; f1 finished; the rest planned.
    await kit.tweak(ids[2]!, { due_at: new Date(Date.now() - HOUR) });
    await kit.tweak(ids[4]!, { due_at: new Date(Date.now() - HOUR) });
    await kit.tweak(ids[5]!, { status: 'finished', finished_at: new Date() });
    const items = await allPages({ MODELOS: [formId], GRUPO: 'state', ORDENAR: { field: 'title' } }, 2);
    expect(items.map((i) => [i.title, i.group])).toEqual([
      ['p1', { key: 'planned', count: 3 }],
      ['p2', { key: 'planned', count: 3 }],
      ['p3', { key: 'planned', count: 3 }],
      ['a1', { key: 'late', count: 2 }],
      ['a2', { key: 'late', count: 2 }],
      ['f1', { key: 'finished', count: 1 }],
    ]);
    // Sorting by the group's own field turns the groups around; without GRUPO no group is answered.
    const reversed = await list({
      MODELOS: [formId],
      GRUPO: 'state',
      ORDENAR: { field: 'state', direction: 'desc' },
    });
    expect(reversed.ITEMS.map((i) => i.group?.key)).toEqual([
      'finished',
      'late',
      'late',
      'planned',
      'planned',
      'planned',
    ]);
    expect((await list({ MODELOS: [formId] })).ITEMS[0]!.group).toBeUndefined();
  });

  it('groups by responsible, form, client and due day; sorts by the new columns', async () => {
    const formA = await kit.form(owner, 'Grupo A');
    const formB = await kit.form(owner, 'Grupo B');
    const clientId = await kit.record('Demo', 'client');
    const squad = await kit.record('Demo', 'squad');
    await create(formA, { title: 'r1', dueDate: kit.day(3), dueHour: '08:00', clientId });
    await create(formA, { title: 'r2', dueDate: kit.day(3), dueHour: '20:00' });
    await create(formB, { title: 'r3', responsible: { kind: 'employee', id: supervisorId }, clientId });
    await create(formB, { title: 'r4', responsible: { kind: 'squad', id: squad }, dueDate: kit.day(1) });
    const both = { MODELOS: [formA, formB] };

    const byForm = await allPages(
      { ...both, GRUPO: 'form', ORDENAR: { field: 'title', direction: 'desc' } },
      3,
    );
    expect(byForm.map((i) => [i.title, i.group])).toEqual([
      ['r2', { key: String(formA), count: 2 }],
      ['r1', { key: String(formA), count: 2 }],
      ['r4', { key: String(formB), count: 2 }],
      ['r3', { key: String(formB), count: 2 }],
    ]);

    const byClient = await list({ ...both, GRUPO: 'client', ORDENAR: { field: 'title' } });
    expect(byClient.ITEMS.map((i) => [i.title, i.group])).toEqual([
      ['r1', { key: String(clientId), count: 2 }],
      ['r3', { key: String(clientId), count: 2 }],
      ['r2', { key: null, count: 2 }],
      ['r4', { key: null, count: 2 }],
    ]);

    const byDay = await list({ ...both, GRUPO: 'dueDay', ORDENAR: { field: 'title' } });
    expect(byDay.ITEMS.map((i) => [i.title, i.group])).toEqual([
      ['r4', { key: kit.day(1), count: 1 }],
      ['r1', { key: kit.day(3), count: 2 }],
      ['r2', { key: kit.day(3), count: 2 }],
      ['r3', { key: null, count: 1 }],
    ]);

    const byResponsible = await list({ ...both, GRUPO: 'responsible', ORDENAR: { field: 'title' } });
    // Each responsible's tasks come together (one block per group key).
    const keys = byResponsible.ITEMS.map((i) => i.group!.key);
    expect(keys.filter((k, i) => k !== keys[i - 1])).toHaveLength(new Set(keys).size);
    expect(byResponsible.ITEMS.find((i) => i.title === 'r4')!.group).toEqual({
      key: `squad:${squad}`,
      count: 1,
    });
    expect(byResponsible.ITEMS.find((i) => i.title === 'r1')!.group).toEqual({
      key: `employee:${operatorId}`,
      count: 2,
    });

    const titles = async (field: string, direction = 'asc') =>
      (await list({ ...both, ORDENAR: { field, direction } })).ITEMS.map((i) => i.title);
    expect(await titles('form', 'desc')).toEqual(['r4', 'r3', 'r2', 'r1']);
    // Clients by name, the tasks without one last in either direction.
    expect((await titles('client')).slice(2)).toEqual(['r2', 'r4']);
    expect((await titles('client', 'desc')).slice(2)).toEqual(['r4', 'r2']);
  });

  it("groups due days in the caller's offset (FUSO, sent as JSON text like every number)", async () => {
    const formId = await kit.form(owner, 'Fuso');
    await create(formId, { title: 'tarde', dueDate: kit.day(3), dueHour: '23:00' });
    const key = async (FUSO: number) =>
      (await list({ MODELOS: [formId], GRUPO: 'dueDay', FUSO })).ITEMS[0]!.group!.key;
    expect(await key(-180)).toBe(kit.day(3));
    // 23:00 in Brasília is 02:00 of the next day in UTC.
    expect(await key(0)).toBe(kit.day(4));
  });

  it('answers the address coordinates and keeps only located tasks for the map', async () => {
    const formId = await kit.form(owner, 'Mapa');
    await create(formId, {
      title: 'com local',
      address: { street: 'Rua A', latitude: -8.05, longitude: -34.9 },
    });
    await create(formId, { title: 'sem coordenadas', address: { street: 'Rua B' } });
    await create(formId, { title: 'sem endereço' });
    const all = await list({ MODELOS: [formId], ORDENAR: { field: 'title' } });
    expect(all.ITEMS.map((i) => [i.title, i.latitude, i.longitude])).toEqual([
      ['com local', -8.05, -34.9],
      ['sem coordenadas', null, null],
      ['sem endereço', null, null],
    ]);
    const located = await list({ MODELOS: [formId], COM_LOCALIZACAO: true });
    expect(located.ITEMS.map((i) => i.title)).toEqual(['com local']);
    expect(located.TOTAL).toBe(1);
    expect(located.RESUMO.planned).toBe(1);
  });

  it('refuses an unknown group or sort field with the parameter named', async () => {
    const bad = await kit.call('ConsultarAtividadesFlowV2', { GRUPO: 'cor' }, owner);
    expect(bad.ROOT.MESSAGES.ERRORS[0]).toMatch(/CMD.GRUPO/);
    const badSort = await kit.call('ConsultarAtividadesFlowV2', { ORDENAR: { field: 'cor' } }, owner);
    expect(badSort.ROOT.MESSAGES.ERRORS[0]).toMatch(/CMD.ORDENAR/);
  });

  it("keeps a user's task list columns (SaveListColumns ENTITY tasks), unknown columns dropped", async () => {
    const viewer = await app.login('visualizador@demo.campo');
    const save = (token: string) =>
      app.command(
        'SaveListColumns',
        {
          ENTITY: 'tasks',
          COLUMNS: JSON.stringify({ order: ['due', 'title', 'nope'], hidden: ['client'], savedAt: 42 }),
        },
        token,
      );
    expect((await save(viewer)).ROOT.MESSAGES.ERRORS).toEqual([]);
    const root = (await app.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, viewer))
      .ROOT as Envelope['ROOT'] & {
      USUARIO_LOGADO: { userCustomization: string };
    };
    expect(JSON.parse(root.USUARIO_LOGADO.userCustomization).listColumns.tasks).toEqual({
      order: ['due', 'title'],
      hidden: ['client'],
      savedAt: 42,
    });
    // A shared (rotary) user has no web access to the list.
    expect((await save(await app.login('rotativo@demo.campo'))).ROOT.MESSAGES.ERRORS).not.toEqual([]);
  });
});
