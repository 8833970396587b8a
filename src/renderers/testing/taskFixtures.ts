import type { FormModel } from '../../runtime/forms/FormModel';
import { fixtureUser } from './fixtureUser';

/**
 * ConsultarAtividade's task as the task pages read it: task 5 (version 4) of form 7, the fixture user's,
 * planned from 20 to 30 November 2026, without approval, document or prerequisites. `extra` replaces
 * any field (a finished task, another responsible, a place to fill in).
 *
 * @example taskFixture({ status: 'finished', state: 'finished', documentId: 31 })
 */
export function taskFixture(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 5,
    version: 4,
    title: 'Troca do quadro',
    formId: 7,
    responsible: { kind: 'employee', id: fixtureUser.id },
    startDate: '2026-11-20',
    startHour: '08:00',
    dueDate: '2026-11-30',
    dueHour: '18:00',
    startAt: '2026-11-20T11:00:00.000Z',
    dueAt: '2026-11-30T21:00:00.000Z',
    prerequisites: [],
    needsApproval: false,
    approval: null,
    urgent: false,
    status: 'planned',
    documentId: null,
    startedAt: null,
    finishedAt: null,
    createdAt: '2026-11-19T10:00:00.000Z',
    updatedAt: '2026-11-19T10:00:00.000Z',
    state: 'planned',
    doneLabel: null,
    card: 'todo',
    ...extra,
  };
}

/**
 * ConsultarDocumento's document as the task pages read it: document 31 of form 7 (version 1), finished on
 * 21 November 2026, empty. `extra` replaces any field (its answers, a draft, another version).
 *
 * @example ({ DOCUMENTO: documentFixture({ values: { state: 'Ok' } }), MODELO: model })
 */
export function documentFixture(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 31,
    formId: 7,
    version: 1,
    values: {},
    plans: {},
    header: {},
    finished: true,
    score: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    finishedAt: '2026-11-21T10:05:00.000Z',
    ...extra,
  };
}

/**
 * The answers a task page loads with: ConsultarAtividade (the task and its history, read again at each
 * call), ConsultarModeloDocumento (form 7 at `version`) and GetEntity (every record named `name`).
 *
 * @example renderApp({ path: '/task/view/5', handlers: taskPageHandlers({ task: () => taskFixture(), model }) })
 */
export function taskPageHandlers(options: {
  task: () => Record<string, unknown>;
  history?: () => unknown[];
  model: FormModel;
  version?: number;
  name?: string;
}) {
  return {
    ConsultarAtividade: () => ({ ATIVIDADE: options.task(), HISTORICO: options.history?.() ?? [] }),
    ConsultarModeloDocumento: () => ({
      MODELO: { id: 7, version: options.version ?? 1, model: options.model },
    }),
    GetEntity: (params: Record<string, unknown>) => ({
      ITEM: { id: params.ID, name: options.name ?? 'Maria Dona' },
      VERSION: 1,
    }),
  };
}
