import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { taskScene } from '../../testing/taskScene';
import type { taskTestKit } from '../../testing/taskTestKit';

const SITE = { latitude: -8.06, longitude: -34.88 };
// 0.0005° of latitude is about 56 m, 0.01° about 1.1 km.
const NEAR = { lat: -8.0605, lng: -34.88, accuracy: 12 };
const FAR = { lat: -8.07, lng: -34.88 };

type Scene = Awaited<ReturnType<typeof taskScene>>;

describe.each(testBackends())('filling tasks on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof taskTestKit>;
  let owner: string;
  let operator: string;
  let supervisor: string;
  let outra: string;
  let formId: number;
  let otherFormId: number;
  let supervisorId: number;

  let task: Scene['task'];
  let fill: Scene['fill'];
  let row: Scene['row'];

  beforeAll(async () => {
    app = await startTestApp(backend, { config: { cacheTtlMs: 0 } });
    const scene = await taskScene(app, 'Checklist de vistoria');
    ({ kit, owner, operator, supervisor, formId, supervisorId, task, fill, row } = scene);
    outra = await app.login('dono@outra.campo');
    otherFormId = await kit.form(owner, 'Outro checklist');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a draft starts the task and links the document; finishing finishes it once', async () => {
    const id = await task();
    const draft = kit.ok(await fill(operator, id));
    const docId = Number(draft.ID);
    const started = await row(id);
    expect(started).toMatchObject({
      status: 'in_progress',
      document_id: docId,
      finished_at: null,
      version: 2,
    });
    expect(started.started_at).toBeInstanceOf(Date);
    // The draft is continued through its task, so the document says which.
    const stored = kit.ok(await kit.call('ConsultarDocumento', { ID: docId }, operator));
    expect(stored.DOCUMENTO).toMatchObject({ id: docId, finished: false, taskId: id });

    const other = kit.failure(await fill(operator, id));
    expect(other.code).toBe('TASK_NOT_FILLABLE');

    kit.ok(await fill(operator, id, { ID: docId, FINALIZADO: 1 }));
    const done = await row(id);
    expect(done).toMatchObject({ status: 'finished', approval: null, document_id: docId, version: 3 });
    expect(done.finished_at).toBeInstanceOf(Date);
    expect(done.started_at).toEqual(started.started_at);
    const { ATIVIDADE, HISTORICO } = await kit.read(owner, id);
    expect(ATIVIDADE).toMatchObject({ state: 'finished', documentId: docId });
    expect(HISTORICO.map((h) => h.changes.status)).toEqual([
      { from: 'in_progress', to: 'finished' },
      { from: 'planned', to: 'in_progress' },
    ]);

    expect(kit.failure(await fill(operator, id, { ID: docId, FINALIZADO: 1 })).code).toBe(
      'TASK_NOT_FILLABLE',
    );
    const plain = await kit.call(
      'SalvarDocumento',
      { ID: docId, MODELO_ID: formId, VERSAO: 1, VALORES: { obs: 'x' }, FINALIZADO: 1 },
      operator,
    );
    expect(kit.failure(plain).code).toBe('ENTITY_NOT_FOUND');
  });

  it('finishing a task that needs approval leaves it pending', async () => {
    const id = await task({ needsApproval: true, approvalGroupId: 159 });
    kit.ok(await fill(operator, id, { FINALIZADO: 1 }));
    expect(await row(id)).toMatchObject({ status: 'finished', approval: 'pending' });
  });

  it('only the responsible fills: the employee, a squad member, anyone for a shared code', async () => {
    const id = await task();
    const refused = kit.failure(await fill(supervisor, id));
    expect(refused).toEqual({
      code: 'TASK_NOT_RESPONSIBLE',
      message: 'Você não é o responsável por esta atividade',
    });
    expect((await row(id)).status).toBe('planned');

    const squadId = await kit.insertRecord('Demo', 'squad', {
      title: 'Equipe de vistoria',
      members: [supervisorId],
    });
    const squadTask = await task({ responsible: { kind: 'squad', id: squadId } });
    expect(kit.failure(await fill(operator, squadTask)).code).toBe('TASK_NOT_RESPONSIBLE');
    kit.ok(await fill(supervisor, squadTask));

    const shared = await task({ responsible: { kind: 'sharedCode', code: 'ABC123', codeType: 'TOKEN' } });
    kit.ok(await fill(supervisor, shared, { FINALIZADO: 1 }));
    expect((await row(shared)).status).toBe('finished');
  });

  it('checks the position against the task area', async () => {
    const located = {
      address: { street: 'Rua da Aurora', ...SITE },
      fillInLocation: true,
      proximityMeters: 150,
    };
    const id = await task(located);
    expect(kit.failure(await fill(operator, id)).code).toBe('TASK_POSITION_REQUIRED');
    expect(kit.failure(await fill(operator, id, { POSICAO: FAR }))).toEqual({
      code: 'TASK_OUT_OF_AREA',
      message: 'Você está fora da área de preenchimento desta atividade',
    });
    expect((await row(id)).status).toBe('planned');
    kit.ok(await fill(operator, id, { POSICAO: NEAR }));
    const inside = await row(id);
    expect(inside).toMatchObject({
      fill_latitude: NEAR.lat,
      fill_accuracy: 12,
      out_of_area_justification: null,
    });
    expect(inside.fill_distance_meters).toBeGreaterThan(50);
    expect(inside.fill_distance_meters).toBeLessThan(60);

    const lenient = await task({ ...located, canFillOutOfArea: true, outOfAreaJustificationRequired: true });
    const missing = kit.failure(
      await fill(operator, lenient, { POSICAO: FAR, JUSTIFICATIVA_FORA_AREA: '  ' }),
    );
    expect(missing.code).toBe('TASK_OUT_OF_AREA_JUSTIFICATION_REQUIRED');
    kit.ok(await fill(operator, lenient, { POSICAO: FAR, JUSTIFICATIVA_FORA_AREA: 'Portão fechado' }));
    const outside = await row(lenient);
    expect(outside).toMatchObject({ status: 'in_progress', out_of_area_justification: 'Portão fechado' });
    expect(outside.fill_distance_meters).toBeGreaterThan(1000);

    const free = await task({ ...located, canFillOutOfArea: true });
    kit.ok(await fill(operator, free, { POSICAO: FAR }));
    expect((await row(free)).out_of_area_justification).toBeNull();
  });

  it('waits for unfinished prerequisites and for the start of a task hidden before it', async () => {
    const first = await task({ title: 'Primeira' });
    const second = await task({ title: 'Segunda', prerequisites: [first] });
    expect(kit.failure(await fill(operator, second)).code).toBe('TASK_PREREQUISITES_PENDING');
    kit.ok(await fill(operator, first, { FINALIZADO: 1 }));
    kit.ok(await fill(operator, second));

    const hidden = await task({ startDate: kit.day(2), hideBeforeStart: true });
    expect(kit.failure(await fill(operator, hidden)).code).toBe('TASK_NOT_STARTED');
    const early = await task({ startDate: kit.day(2) });
    kit.ok(await fill(operator, early));
  });

  it('refuses another form, cancelled, deleted and other companies tasks', async () => {
    const id = await task();
    const wrongForm = await kit.call(
      'SalvarDocumento',
      { MODELO_ID: otherFormId, VERSAO: 1, VALORES: {}, FINALIZADO: 0, ATIVIDADE_ID: id },
      operator,
    );
    expect(kit.failure(wrongForm).code).toBe('ENTITY_NOT_FOUND');
    await kit.tweak(id, { status: 'cancelled' });
    expect(kit.failure(await fill(operator, id)).code).toBe('TASK_NOT_FILLABLE');
    await kit.tweak(id, { status: 'deleted' });
    expect(kit.failure(await fill(operator, id)).code).toBe('ENTITY_NOT_FOUND');

    const mine = await task();
    const foreign = await kit.call(
      'SalvarDocumento',
      { MODELO_ID: formId, VERSAO: 1, VALORES: {}, FINALIZADO: 0, ATIVIDADE_ID: mine },
      outra,
    );
    expect(kit.failure(foreign).code).toBe('ENTITY_NOT_FOUND');
    expect((await row(mine)).status).toBe('planned');
  });
});
