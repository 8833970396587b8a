import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { taskScene } from '../../testing/taskScene';
import type { taskTestKit } from '../../testing/taskTestKit';

const SUPERVISOR_ROLE = 159;
const OPERATOR_ROLE = 160;

type Scene = Awaited<ReturnType<typeof taskScene>>;

describe.each(testBackends())('approving tasks on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof taskTestKit>;
  let owner: string;
  let admin: string;
  let operator: string;
  let supervisor: string;
  let viewer: string;
  let outra: string;
  let formId: number;
  let operatorId: number;
  let supervisorId: number;

  let fill: Scene['fill'];
  let row: Scene['row'];
  let task: Scene['task'];

  /** A task of the operator needing approval by `group`, filled and finished; its id and document id. */
  const finishedTask = async (group: number | null = SUPERVISOR_ROLE, kind?: 'role' | 'squad') => {
    const id = await task({
      title: 'Troca de filtro',
      needsApproval: true,
      ...(group === null ? {} : { approvalGroupId: group }),
      ...(kind ? { approvalGroupKind: kind } : {}),
    });
    const saved = kit.ok(await fill(operator, id, { FINALIZADO: 1 }));
    return { id, documentId: Number(saved.ID) };
  };
  const approve = (token: string, id: number) => kit.call('AprovarAtividade', { ID: id }, token);
  const reject = (token: string, id: number, why: string) =>
    kit.call('ReprovarAtividade', { ID: id, JUSTIFICATIVA: why }, token);
  const pendingIds = async (token: string) =>
    (kit.ok(await kit.call('ConsultarAprovacoes', {}, token)).ITEMS as { id: number }[]).map((i) => i.id);

  beforeAll(async () => {
    app = await startTestApp(backend, { config: { cacheTtlMs: 0 } });
    const scene = await taskScene(app, 'Checklist de manutenção');
    ({ kit, owner, operator, supervisor, formId, operatorId, supervisorId, task, fill, row } = scene);
    admin = await app.login('admin@demo.campo');
    viewer = await app.login('visualizador@demo.campo');
    outra = await app.login('dono@outra.campo');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('disapproving needs a justification, the responsible corrects the document, approving is final', async () => {
    const { id, documentId } = await finishedTask();
    expect(await pendingIds(supervisor)).toContain(id);
    const listed = kit.ok(await kit.call('ConsultarAprovacoes', {}, supervisor));
    expect((listed.ITEMS as Record<string, unknown>[]).find((i) => i.id === id)).toMatchObject({
      title: 'Troca de filtro',
      documentId,
      responsible: { kind: 'employee', id: operatorId, name: 'Otávio Operador' },
    });

    expect(kit.failure(await reject(supervisor, id, '   '))).toEqual({
      code: 'TASK_APPROVAL_JUSTIFICATION_REQUIRED',
      message: 'Justificação necessária.',
    });
    expect(await row(id)).toMatchObject({ status: 'finished', approval: 'pending' });

    kit.ok(await reject(supervisor, id, 'Falta a foto do filtro'));
    expect(await row(id)).toMatchObject({
      status: 'in_progress',
      approval: 'disapproved',
      finished_at: null,
    });
    expect(await pendingIds(supervisor)).not.toContain(id);
    expect(kit.failure(await approve(supervisor, id)).code).toBe('TASK_NOT_PENDING_APPROVAL');

    kit.ok(await fill(operator, id, { ID: documentId, VALORES: { obs: 'com foto' } }));
    expect(await row(id)).toMatchObject({ status: 'in_progress', approval: 'disapproved' });
    kit.ok(await fill(operator, id, { ID: documentId, VALORES: { obs: 'com foto' }, FINALIZADO: 1 }));
    expect(await row(id)).toMatchObject({ status: 'finished', approval: 'pending', document_id: documentId });
    const doc = kit.ok(await kit.call('ConsultarDocumento', { ID: documentId }, owner));
    expect(JSON.stringify(doc)).toContain('com foto');

    kit.ok(await approve(supervisor, id));
    const approved = await row(id);
    expect(approved).toMatchObject({ status: 'finished', approval: 'approved' });
    expect(approved.finished_at).toBeInstanceOf(Date);
    expect(kit.failure(await approve(supervisor, id)).code).toBe('TASK_NOT_PENDING_APPROVAL');
    expect(kit.failure(await reject(admin, id, 'Mudei de ideia')).code).toBe('TASK_NOT_PENDING_APPROVAL');
    expect(kit.failure(await fill(operator, id, { ID: documentId, FINALIZADO: 1 })).code).toBe(
      'TASK_NOT_FILLABLE',
    );
    expect((await row(id)).approval).toBe('approved');

    const chat = kit.ok(await kit.call('ConsultarMensagensAprovacao', { ID: id }, operator));
    expect(chat.APROVACAO).toEqual({ status: 'finished', approval: 'approved', canApprove: false });
    expect(chat.DECISOES).toMatchObject([
      {
        userId: supervisorId,
        userName: 'Sérgio Supervisor',
        decision: 'disapproved',
        justification: 'Falta a foto do filtro',
      },
      { userId: supervisorId, decision: 'approved', justification: null },
    ]);
  });

  it('only the approval group (role or work group) and company admins approve', async () => {
    const other = await finishedTask(OPERATOR_ROLE);
    expect(kit.failure(await approve(supervisor, other.id))).toEqual({
      code: 'TASK_NOT_APPROVER',
      message: 'Você não pode aprovar esta atividade',
    });
    expect(await pendingIds(supervisor)).not.toContain(other.id);
    expect(await pendingIds(admin)).toContain(other.id);
    kit.ok(await approve(admin, other.id));

    const none = await finishedTask(null);
    expect(kit.failure(await reject(supervisor, none.id, 'Não')).code).toBe('TASK_NOT_APPROVER');

    const squadId = await kit.insertRecord('Demo', 'squad', {
      title: 'Aprovadores',
      members: [supervisorId],
    });
    const bySquad = await finishedTask(squadId);
    expect(await pendingIds(supervisor)).toContain(bySquad.id);
    kit.ok(await approve(supervisor, bySquad.id));

    const mine = await finishedTask();
    expect(kit.failure(await approve(operator, mine.id)).code).toBe('NO_PERMISSION_EDIT');
    expect(kit.failure(await kit.call('ConsultarAprovacoes', {}, operator)).code).toBe('PERMISSION_DENIED');
    expect(kit.failure(await approve(viewer, mine.id)).code).toBe('NO_PERMISSION_EDIT');
    expect((await row(mine.id)).approval).toBe('pending');
  });

  it('keeps the approval group a role or a work group of the company, as its kind says', async () => {
    const create = (group: number, kind?: 'role' | 'squad') =>
      kit.call(
        'SalvarAtividade',
        {
          ATIVIDADE: {
            title: 'Aprovação por grupo',
            formId,
            responsible: { kind: 'employee', id: operatorId },
            startDate: kit.day(0),
            needsApproval: true,
            approvalGroupId: group,
            ...(kind ? { approvalGroupKind: kind } : {}),
          },
        },
        owner,
      );
    const unknown = await create(987_654);
    expect(kit.failure(unknown)).toEqual({
      code: 'LOOKUP_NOT_FOUND',
      message: expect.stringContaining('Grupo de aprovação') as string,
    });
    expect(unknown.ROOT.FIELD).toBe('approvalGroupId');
    const squadId = await kit.insertRecord('Demo', 'squad', {
      title: 'Só a supervisão',
      members: [supervisorId],
    });
    // A role id is not a work group, nor a work group's id a role.
    expect(kit.failure(await create(SUPERVISOR_ROLE, 'squad')).code).toBe('LOOKUP_NOT_FOUND');
    expect(kit.failure(await create(squadId, 'role')).code).toBe('LOOKUP_NOT_FOUND');
    const inferred = Number(kit.ok(await create(SUPERVISOR_ROLE)).ID);
    expect((await row(inferred)).approval_group_kind).toBe('role');
    const read = kit.ok(await kit.call('ConsultarAtividade', { ID: inferred }, owner));
    expect(read.ATIVIDADE).toMatchObject({ approvalGroupId: SUPERVISOR_ROLE, approvalGroupKind: 'role' });

    // The operator's role shares nothing with a work group: a member of neither may not approve.
    const byRole = await finishedTask(OPERATOR_ROLE, 'role');
    expect(kit.failure(await approve(supervisor, byRole.id)).code).toBe('TASK_NOT_APPROVER');
    const bySquad = await finishedTask(squadId, 'squad');
    expect(await pendingIds(supervisor)).toContain(bySquad.id);
    expect(await pendingIds(supervisor)).not.toContain(byRole.id);
    kit.ok(await approve(supervisor, bySquad.id));
  });

  it('keeps a chat between the responsible and the approvers', async () => {
    const { id } = await finishedTask();
    kit.ok(await kit.call('EnviarMensagemAprovacao', { ID: id, TEXTO: 'Pode conferir a foto?' }, operator));
    kit.ok(await kit.call('EnviarMensagemAprovacao', { ID: id, TEXTO: ' Conferido. ' }, supervisor));
    expect(kit.failure(await kit.call('EnviarMensagemAprovacao', { ID: id, TEXTO: 'Oi' }, viewer))).toEqual({
      code: 'TASK_CHAT_NOT_PARTICIPANT',
      message: 'Você não participa da aprovação desta atividade',
    });
    const chat = kit.ok(await kit.call('ConsultarMensagensAprovacao', { ID: id }, supervisor));
    expect(chat.APROVACAO).toEqual({ status: 'finished', approval: 'pending', canApprove: true });
    expect(chat.MENSAGENS).toMatchObject([
      { userId: operatorId, userName: 'Otávio Operador', text: 'Pode conferir a foto?' },
      { userId: supervisorId, text: 'Conferido.' },
    ]);
    expect(chat.DECISOES).toEqual([]);
  });

  it('another company sees nothing of these approvals', async () => {
    const { id } = await finishedTask();
    expect(kit.failure(await approve(outra, id)).code).toBe('ENTITY_NOT_FOUND');
    expect(kit.failure(await reject(outra, id, 'Não')).code).toBe('ENTITY_NOT_FOUND');
    expect(kit.failure(await kit.call('ConsultarMensagensAprovacao', { ID: id }, outra)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect(kit.failure(await kit.call('EnviarMensagemAprovacao', { ID: id, TEXTO: 'Oi' }, outra)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect(await pendingIds(outra)).not.toContain(id);
    expect(kit.ok(await kit.call('ConsultarAprovacoes', {}, outra)).TOTAL).toBe(0);
    expect((await row(id)).approval).toBe('pending');
  });
});
