import type { FormModel } from '../../runtime/forms/FormModel';
import type { Envelope } from '../../runtime/protocol/envelope';
import type { WorkflowStep } from '../../runtime/workflows/WorkflowStep';
import type { ServerConfig } from '../config/ServerConfig';
import { taskTestKit } from './taskTestKit';
import { startTestApp, type TestApp, type TestBackend } from './testApp';

export const workflowStep = (
  id: string,
  type: string,
  next: string | null,
  settings: object = {},
  name = id,
): WorkflowStep => ({ id, type, name, next, settings });

/** A document-fill step's settings: who fills, the groups, a deadline (24 h unless given). */
export const fillSettings = (assignee: object, groups: string[], deadlineHours = 24) => ({
  assignee,
  deadlineHours,
  groups,
});

/** A send-e-mail step's settings over fixed addresses and e-mail fields. */
export const emailSettings = (destinations: string[], fieldIds: string[] = [], extra: object = {}) => ({
  destinations,
  fieldIds,
  subject: 'Inspeção {ok}',
  text: 'Resultado: {ok}. Contato: {contact}',
  sendFinishedForm: false,
  sendFillLink: true,
  copyToClient: false,
  readReceipt: false,
  mainFieldInSubject: false,
  ...extra,
});

/**
 * The workflow suites' form: "Operador" (ok: conforme/não conforme, contact: e-mail, responsible: an
 * employee field) and "Supervisor" (corrective). The default workflow: start → the operator (whoever
 * started the document) fills "Operador" → a decision on `ok` → not compliant: the supervisor fills
 * "Supervisor"; compliant: an e-mail to the client and the contact field → end. `steps` replaces it.
 *
 * @example const model = inspectionModel(supervisorId);
 */
export function inspectionModel(supervisorId: number, steps?: WorkflowStep[]): FormModel {
  return {
    name: 'Inspeção com aprovação do supervisor',
    groups: [
      {
        id: 'op',
        name: 'Operador',
        fields: [
          {
            id: 'ok',
            name: 'Conforme?',
            type: 'choiceSingle',
            options: [
              { id: 'sim', name: 'Conforme' },
              { id: 'nao', name: 'Não conforme' },
            ],
          },
          { id: 'contact', name: 'E-mail do cliente', type: 'email' },
          { id: 'who', name: 'Responsável', type: 'textShort' },
        ],
      },
      {
        id: 'sup',
        name: 'Supervisor',
        fields: [{ id: 'corrective', name: 'Ação corretiva', type: 'textShort', required: true }],
      },
    ],
    workflow: {
      steps: steps ?? [
        workflowStep('start', 'start', 'fill1', {}, 'Início'),
        workflowStep(
          'fill1',
          'documentFill',
          'd1',
          fillSettings({ kind: 'previousPerson' }, ['op']),
          'Vistoria',
        ),
        workflowStep(
          'd1',
          'decision',
          null,
          {
            paths: [
              { id: 'conforme', name: 'Conforme', rule: null, next: 'mail' },
              {
                id: 'nc',
                name: 'Não conforme',
                rule: { combinator: 'and', conditions: [{ field: 'ok', comparison: 'equal', value: 'nao' }] },
                next: 'fill2',
              },
            ],
            defaultPathId: 'conforme',
          },
          'Conforme?',
        ),
        workflowStep(
          'fill2',
          'documentFill',
          'end',
          fillSettings({ kind: 'people', ids: [supervisorId] }, ['sup'], 48),
          'Correção',
        ),
        workflowStep(
          'mail',
          'sendEmail',
          'end',
          emailSettings(['cliente@exemplo.com'], ['contact']),
          'Avisar cliente',
        ),
        workflowStep('end', 'end', null, {}, 'Fim'),
      ],
      layout: { start: { x: 0, y: 0 }, fill1: { x: 200, y: 0 } },
    },
  };
}

/** What ConsultarWorkflowDocumento answers, as the suites read it. */
export interface WorkflowView {
  WORKFLOW: { instanceId: number; status: string; currentStepId: string | null; version: number } | null;
  PASSOS: Array<{
    id: string;
    state: string;
    expiry: { amount: number; unit: string; late: boolean } | null;
    /** Who may fill it while it waits, by name. */
    waitingFor: string[];
    runs: Array<{
      id: number;
      state: string;
      finishedBy: number | null;
      finishedByName: string | null;
      branch: string | null;
      justification: string | null;
      details: { taskIds?: number[]; emails?: string[]; assignees?: unknown[] };
    }>;
  }>;
  HISTORICO: Array<{
    event: string;
    stepId: string | null;
    userId: number | null;
    details: Record<string, unknown>;
  }>;
  GRUPOS_EDITAVEIS?: string[];
}

/**
 * The workflow suites' commands over a started test app (taskTestKit's call/ok/failure): save a model,
 * start a document (its starter finishes it), fill a step's task, read the workflow, its step states,
 * the open tasks of a step and the outbox mail to an address.
 *
 * @example const wf = workflowTestKit(t, kit); const doc = await wf.start(operator, formId);
 */
export function workflowTestKit(
  t: TestApp,
  kit: {
    call(name: string, params: Record<string, unknown>, token: string): Promise<Envelope>;
    ok(answer: Envelope): Envelope['ROOT'] & Record<string, unknown>;
  },
) {
  const read = async (token: string, documentId: number, taskId?: number) =>
    kit.ok(
      await kit.call(
        'ConsultarWorkflowDocumento',
        { DOCUMENTO_ID: documentId, ...(taskId ? { ATIVIDADE_ID: taskId } : {}) },
        token,
      ),
    ) as unknown as WorkflowView;
  return {
    read,
    async saveModel(token: string, model: FormModel, id?: number, version?: number) {
      const root = kit.ok(
        await kit.call(
          'SalvarModelo',
          { MODELO: model, ...(id ? { ID: id, VERSAO: version, EDICAO: 'wf-test' } : {}) },
          token,
        ),
      );
      return { id: Number(root.ID), version: Number(root.VERSAO) };
    },
    /** The starter's finishing save of a new document (values of the groups no step fills). */
    start(token: string, formId: number, version = 1, values: Record<string, unknown> = {}, header = {}) {
      return kit.call(
        'SalvarDocumento',
        { MODELO_ID: formId, VERSAO: version, VALORES: values, CABECALHO: header, FINALIZADO: 1 },
        token,
      );
    },
    fill(
      token: string,
      task: { id: number; formId: number; documentId: number },
      values: Record<string, unknown>,
      version = 1,
      finished: 0 | 1 = 1,
    ) {
      return kit.call(
        'SalvarDocumento',
        {
          ID: task.documentId,
          MODELO_ID: task.formId,
          VERSAO: version,
          VALORES: values,
          ATIVIDADE_ID: task.id,
          FINALIZADO: finished,
        },
        token,
      );
    },
    /** State by step id. */
    async states(token: string, documentId: number) {
      return Object.fromEntries((await read(token, documentId)).PASSOS.map((s) => [s.id, s.state]));
    },
    /** The tasks of a document's step runs, oldest first. */
    tasks(documentId: number) {
      return t.db
        .selectFrom('tasks')
        .innerJoin('workflow_step_runs', (join) =>
          join
            .onRef('workflow_step_runs.company_id', '=', 'tasks.company_id')
            .onRef('workflow_step_runs.id', '=', 'tasks.workflow_run_id'),
        )
        .select([
          'tasks.id',
          'tasks.form_id as formId',
          'tasks.document_id as documentId',
          'tasks.status',
          'tasks.responsible_kind',
          'tasks.responsible_id',
          'tasks.due_at',
          'workflow_step_runs.step_id',
        ])
        .where('tasks.document_id', '=', documentId)
        .orderBy('tasks.id')
        .execute()
        .then((rows) =>
          rows.map((r) => ({ ...r, formId: Number(r.formId), documentId: Number(r.documentId) })),
        );
    },
    outbox(to: string) {
      return t.db
        .selectFrom('outbox_emails')
        .select(['to_address', 'subject', 'body_text'])
        .where('to_address', '=', to)
        .orderBy('id')
        .execute();
    },
  };
}

/**
 * The workflow suites' shared set-up: a test app on `backend` (the queue not polling: a suite runs the
 * jobs itself; `config` adds to that), the demo owner, operator and supervisor signed in, their user
 * ids, and the task and workflow kits. The suite closes `t`.
 *
 * @example ({ t, kit, wf, owner, operator, supervisorId } = await startWorkflowScene(backend));
 */
export async function startWorkflowScene(backend: TestBackend, config: Partial<ServerConfig> = {}) {
  const t = await startTestApp(backend, { config: { jobsPollMs: 0, ...config } });
  const kit = taskTestKit(t);
  return {
    t,
    kit,
    wf: workflowTestKit(t, kit),
    owner: await t.login('dono@demo.campo'),
    operator: await t.login('operador@demo.campo'),
    supervisor: await t.login('supervisor@demo.campo'),
    operatorId: await kit.userId('operador@demo.campo'),
    supervisorId: await kit.userId('supervisor@demo.campo'),
  };
}

/** What startWorkflowScene gives a suite. */
export type WorkflowScene = Awaited<ReturnType<typeof startWorkflowScene>>;
