import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { taskScene } from '../../testing/taskScene';
import type { taskTestKit } from '../../testing/taskTestKit';

type Scene = Awaited<ReturnType<typeof taskScene>>;
interface ListAnswer {
  ITEMS: { id: number; state: string }[];
  TOTAL: number;
  RESUMO: Record<string, number>;
}

describe.each(testBackends())('who sees which task, and closing after the due date, on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof taskTestKit>;
  let owner: string;
  let operator: string;
  let supervisor: string;
  let viewer: string;
  let supervisorId: number;
  let viewerId: number;
  let task: Scene['task'];
  let fill: Scene['fill'];
  let row: Scene['row'];

  /** The tasks `token`'s list shows among those titled `search`. */
  const list = async (token: string, search: string, extra: Record<string, unknown> = {}) =>
    kit.ok(
      await kit.call('ConsultarAtividadesFlowV2', { BUSCA: search, ...extra }, token),
    ) as unknown as ListAnswer;
  const ids = (answer: ListAnswer) => answer.ITEMS.map((i) => i.id).sort((a, b) => a - b);

  beforeAll(async () => {
    app = await startTestApp(backend, { config: { cacheTtlMs: 0 } });
    ({ kit, owner, operator, supervisor, supervisorId, task, fill, row } = await taskScene(
      app,
      'Checklist de escopo',
    ));
    viewer = await app.login('visualizador@demo.campo');
    viewerId = await kit.userId('visualizador@demo.campo');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a task closed after its due date is expired in the list and refuses filling', async () => {
    const closed = await task({ title: 'Vencida fechada', closeAfterDue: true, dueDate: kit.day(1) });
    const open = await task({ title: 'Vencida aberta', dueDate: kit.day(1) });
    kit.ok(await fill(operator, closed));
    const past = new Date(Date.now() - 3_600_000);
    await kit.tweak(closed, { due_at: past });
    await kit.tweak(open, { due_at: past });

    const answer = await list(owner, 'Vencida');
    expect(answer.ITEMS.map((i) => [i.id, i.state]).sort()).toEqual(
      [
        [closed, 'expired'],
        [open, 'late'],
      ].sort(),
    );
    expect(answer.RESUMO.expired).toBe(1);
    expect(answer.RESUMO.late).toBe(1);
    const refused = kit.failure(await fill(operator, closed, { ID: (await row(closed)).document_id }));
    expect(refused).toEqual({
      code: 'TASK_EXPIRED',
      message: 'Esta atividade venceu e foi fechada: não pode mais ser preenchida',
    });
    expect((await row(closed)).status).toBe('in_progress');
    kit.ok(await fill(operator, open, { FINALIZADO: 1 }));
    expect((await row(open)).status).toBe('finished');
  });

  it('a task hidden before its start is left out of its responsible list until it starts', async () => {
    const hidden = await task({ title: 'Oculta até o início', startDate: kit.day(2), hideBeforeStart: true });
    const shown = await task({ title: 'Oculta não', startDate: kit.day(2) });
    const squadId = await kit.insertRecord('Demo', 'squad', {
      title: 'Equipe oculta',
      members: [supervisorId],
    });
    const squadTask = await task({
      title: 'Oculta da equipe',
      startDate: kit.day(2),
      hideBeforeStart: true,
      responsible: { kind: 'squad', id: squadId },
    });

    const mine = await list(operator, 'Oculta');
    // The operator manages tasks too: it still sees the squad's hidden task, not its own.
    expect(ids(mine)).toEqual([shown, squadTask]);
    expect(mine.TOTAL).toBe(2);
    expect(mine.RESUMO.planned).toBe(2);
    expect(ids(await list(supervisor, 'Oculta'))).toEqual([hidden, shown]);
    // Whoever manages it sees it.
    expect(ids(await list(owner, 'Oculta'))).toEqual([hidden, shown, squadTask]);

    await kit.tweak(hidden, { start_at: new Date(Date.now() - 60_000) });
    expect(ids(await list(operator, 'Oculta'))).toEqual([hidden, shown, squadTask]);
  });

  it('a viewer sees the tasks of the forms it may see and its own, nothing else', async () => {
    const restrictedForm = await kit.form(owner, 'Checklist restrito');
    kit.ok(
      await kit.call(
        'SalvarPermissoesModelo',
        { ID: restrictedForm, PERMISSOES: { roles: [159], squads: [], employees: [] } },
        owner,
      ),
    );
    const open = await task({ title: 'Escopo aberto' });
    const restricted = await task({ title: 'Escopo restrito', formId: restrictedForm });
    const forViewer = await task({
      title: 'Escopo do visualizador',
      formId: restrictedForm,
      responsible: { kind: 'employee', id: viewerId },
    });

    const seen = await list(viewer, 'Escopo');
    expect(ids(seen)).toEqual([open, forViewer]);
    expect(seen.TOTAL).toBe(2);
    expect(seen.RESUMO.planned).toBe(2);
    kit.ok(await kit.call('ConsultarAtividade', { ID: open }, viewer));
    kit.ok(await kit.call('ConsultarAtividade', { ID: forViewer }, viewer));
    expect(kit.failure(await kit.call('ConsultarAtividade', { ID: restricted }, viewer)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    // Nor through a download of the selection.
    const download = (idsList: number[]) =>
      kit.call('SolicitarDownload', { IDS: idsList, FORMATO: 'kml' }, viewer);
    expect(kit.failure(await download([open, restricted])).code).toBe('ENTITY_NOT_FOUND');
    kit.ok(await download([open, forViewer]));
    // Those managing the activities (TASK EDIT) and the supervisors the form names see all three.
    expect(ids(await list(operator, 'Escopo'))).toEqual([open, restricted, forViewer]);
    expect(ids(await list(supervisor, 'Escopo'))).toEqual([open, restricted, forViewer]);
    kit.ok(await kit.call('ConsultarAtividade', { ID: restricted }, operator));
  });
});
