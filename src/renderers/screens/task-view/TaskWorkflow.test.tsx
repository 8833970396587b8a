import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';
import { taskFixture, taskPageHandlers } from '../../testing/taskFixtures';

const model: FormModel = {
  name: 'Inspeção com aprovação',
  groups: [{ id: 'g', name: 'Inspeção', fields: [{ id: 'ok', name: 'Tudo certo?', type: 'textShort' }] }],
  workflow: {
    steps: [
      { id: 'start', type: 'start', name: 'Início', next: 'review', settings: {} },
      { id: 'review', type: 'documentFill', name: 'Revisão do supervisor', next: 'decide', settings: {} },
      { id: 'decide', type: 'decision', name: 'Aprovado?', next: null, settings: {} },
      { id: 'mail', type: 'sendEmail', name: 'Avisar cliente', next: 'end', settings: {} },
      { id: 'end', type: 'end', name: 'Fim', next: null, settings: {} },
    ],
  },
};

const run = (extra: Record<string, unknown>) => ({
  id: 1,
  state: 'finished',
  startedAt: '2026-11-25T12:00:00.000Z',
  dueAt: null,
  finishedAt: '2026-11-25T12:00:00.000Z',
  finishedBy: null,
  finishedByName: null,
  branch: null,
  justification: null,
  details: {},
  ...extra,
});

/** ConsultarWorkflowDocumento: waiting in the review until `jumped`, then through the decision, the mail, the end. */
function workflowAnswer(jumped: boolean) {
  const step = (
    id: string,
    type: string,
    name: string,
    state: string,
    runs: unknown[],
    expiry: unknown = null,
  ) => ({
    id,
    type,
    name,
    state,
    dueAt: null,
    expiry,
    runs,
  });
  return {
    WORKFLOW: {
      instanceId: 3,
      status: jumped ? 'finished' : 'running',
      currentStepId: jumped ? null : 'review',
      startedAt: '2026-11-25T12:00:00.000Z',
      finishedAt: null,
    },
    PASSOS: [
      step('start', 'start', 'Início', 'finished', [run({ id: 1 })]),
      jumped
        ? step('review', 'documentFill', 'Revisão do supervisor', 'finished', [
            run({ id: 2, finishedByName: 'Maria Dona', justification: 'Supervisor de férias' }),
          ])
        : step(
            'review',
            'documentFill',
            'Revisão do supervisor',
            'waiting',
            [run({ id: 2, state: 'waiting', finishedAt: null })],
            { amount: 3, unit: 'hours', late: false },
          ),
      jumped
        ? step('decide', 'decision', 'Aprovado?', 'finished', [
            run({ id: 3, branch: 'yes', details: { branchName: 'Sim' } }),
          ])
        : step('decide', 'decision', 'Aprovado?', 'notStarted', []),
      jumped
        ? step('mail', 'sendEmail', 'Avisar cliente', 'finished', [
            run({ id: 4, details: { emails: ['cliente@mar.com.br'] } }),
          ])
        : step('mail', 'sendEmail', 'Avisar cliente', 'notStarted', []),
      step('end', 'end', 'Fim', jumped ? 'finished' : 'notStarted', jumped ? [run({ id: 5 })] : []),
    ],
    HISTORICO: [],
  };
}

const task = taskFixture({ status: 'in_progress', state: 'in_progress', documentId: 31 });
const documentAnswer = {
  DOCUMENTO: {
    id: 31,
    formId: 7,
    version: 1,
    values: {},
    plans: {},
    header: {},
    finished: false,
    score: null,
  },
  MODELO: model,
};

function renderTask(functionalities = allFunctionalities) {
  let jumped = false;
  const app = renderApp({
    path: '/task/view/5',
    user: fixtureUser,
    functionalities,
    handlers: {
      ...taskPageHandlers({ task: () => task, model }),
      ConsultarDocumento: () => documentAnswer,
      ConsultarWorkflowDocumento: () => workflowAnswer(jumped),
      AvancarEtapaWorkflow: () => ((jumped = true), { ETAPA_ATUAL: null, FINALIZADO: 1 }),
    },
  });
  return app;
}

describe('the workflow on the task view', () => {
  it('lists the steps with their states and the expiry label, the current one marked', async () => {
    renderTask();
    const section = await screen.findByRole('region', { name: 'Workflow' });
    const steps = within(section).getByRole('list', { name: 'Etapas do workflow' });
    const items = within(steps)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === steps);
    expect(items.map((li) => li.querySelector('span')!.textContent)).toEqual([
      'Início',
      'Revisão do supervisor',
      'Aprovado?',
      'Avisar cliente',
      'Fim',
    ]);
    expect(within(items[0]!).getByText('Finalizada')).toBeTruthy();
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    expect(within(items[1]!).getByText('Aguardando início')).toBeTruthy();
    expect(within(items[1]!).getByText('Expira em 3 horas')).toBeTruthy();
    expect(within(items[2]!).getByText('Não iniciada')).toBeTruthy();
    expect(within(section).getByText('Em andamento')).toBeTruthy();
  });

  it('jumps the current step only with a justification, after the warning, and shows the new states', async () => {
    const app = renderTask();
    const section = await screen.findByRole('region', { name: 'Workflow' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Avançar etapa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avançar etapa' });
    expect(within(dialog).getByText(/Esta ação não pode ser desfeita/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avançar etapa' }));
    expect(await within(dialog).findByText('A justificativa é obrigatória')).toBeTruthy();
    expect(app.calls.some((c) => c.name === 'AvancarEtapaWorkflow')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Justificativa/ }), {
      target: { value: '  Supervisor de férias ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avançar etapa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.calls.filter((c) => c.name === 'AvancarEtapaWorkflow').map((c) => c.params)).toEqual([
      { DOCUMENTO_ID: 31, ETAPA: 'review', JUSTIFICATIVA: 'Supervisor de férias' },
    ]);
    expect(await within(section).findByText('Etapa avançada: Supervisor de férias')).toBeTruthy();
    expect(within(section).getByText('Caminho seguido: Sim')).toBeTruthy();
    expect(within(section).getByText('E-mails enviados: cliente@mar.com.br')).toBeTruthy();
    expect(within(section).getByText(/por Maria Dona/)).toBeTruthy();
    expect(within(section).getAllByText('Finalizado').length).toBe(1);
    expect(within(section).queryByRole('button', { name: 'Avançar etapa' })).toBeNull();
  });

  it('offers no jump to a user who only views tasks', async () => {
    renderTask({ ...allFunctionalities, TASK: 'VIEW' });
    const section = await screen.findByRole('region', { name: 'Workflow' });
    expect(within(section).getByText('Aguardando início')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Avançar etapa' })).toBeNull();
  });
});
