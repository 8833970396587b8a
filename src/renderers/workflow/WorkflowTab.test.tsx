import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compileRule } from '../../runtime/forms/compileRule';
import type { ConditionalRule, FormModel } from '../../runtime/forms/FormModel';
import { errorEnvelope } from '../../runtime/protocol/envelope';
import { stepTypes } from '../../runtime/workflows/stepTypes';
import type { Workflow } from '../../runtime/workflows/Workflow';
import { allFunctionalities } from '../testing/allFunctionalities';
import { fixtureUser } from '../testing/fixtureUser';
import { mockReactFlowDom } from '../testing/mockReactFlowDom';
import { renderApp } from '../testing/renderApp';

// Each test drives the whole form editor and React Flow in jsdom, step by step: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

// The editor screen and this tab are lazy chunks: imported once here, their first (cold) load on a busy
// machine counts against the hook's time, not against the first test's wait for the tab.
beforeAll(async () => {
  mockReactFlowDom();
  await Promise.all([import('../screens/form-editor'), import('./WorkflowTab')]);
}, 120_000);

const GROUPS: FormModel['groups'] = [
  {
    id: 'g1',
    name: 'Itens',
    fields: [
      { id: 'qty', name: 'Quantidade', type: 'number' },
      { id: 'mail', name: 'E-mail do cliente', type: 'email' },
    ],
  },
  { id: 'g2', name: 'Reparos', fields: [{ id: 'notes', name: 'Notas', type: 'textMultiline' }] },
];

/** start → decision (qty > 3: Reparos fill; default: end) → end. */
const DECISION_FLOW: Workflow = {
  steps: [
    { id: 'start', type: 'start', name: 'Início', next: 'decision_1', settings: {} },
    {
      id: 'decision_1',
      type: 'decision',
      name: 'Muitos itens?',
      next: null,
      settings: {
        paths: [
          {
            id: 'p1',
            name: 'Sim',
            rule: { combinator: 'and', conditions: [{ field: 'qty', comparison: 'greater', value: 3 }] },
            next: 'documentFill_1',
          },
          { id: 'default', name: 'Não', rule: null, next: 'end' },
        ],
        defaultPathId: 'default',
      },
    },
    {
      id: 'documentFill_1',
      type: 'documentFill',
      name: 'Reparos',
      next: 'end',
      settings: { assignee: { kind: 'previousPerson' }, deadlineHours: 8, groups: ['g2'] },
    },
    { id: 'end', type: 'end', name: 'Fim', next: null, settings: {} },
  ],
  layout: {
    start: { x: 0, y: 0 },
    decision_1: { x: 0, y: 140 },
    documentFill_1: { x: -200, y: 300 },
    end: { x: 0, y: 460 },
  },
};

function editApp(model: FormModel, saved: { MODELO?: FormModel } = {}, handlers = {}) {
  return renderApp({
    path: '/form/edit/5',
    user: fixtureUser,
    functionalities: allFunctionalities,
    handlers: {
      ListarModelos: () => ({
        MODELOS: [{ id: 8, name: 'Pesquisa de satisfação' }],
        PASTAS: [],
        OPCOES_ACESSO: {
          roles: [{ id: 1, name: 'Supervisor' }],
          squads: [{ id: 2, name: 'Equipe Norte' }],
          employees: [{ id: 7, name: 'Ana Souza' }],
        },
      }),
      ConsultarModeloDocumento: () => ({
        MODELO: {
          id: 5,
          version: 2,
          currentVersion: 2,
          permissions: { roles: [], squads: [], employees: [] },
          model: saved.MODELO ?? model,
        },
      }),
      AbrirEdicaoModelo: () => ({ ATIVA: true, VERSAO: 2 }),
      ConsultarEdicaoModelo: () => ({ ATIVA: true }),
      FecharEdicaoModelo: () => ({}),
      SalvarModelo: (params: Record<string, unknown>) => {
        saved.MODELO = params.MODELO as FormModel;
        return { ID: 5, VERSAO: 3 };
      },
      ...handlers,
    },
  });
}

async function openWorkflowTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Workflow' }));
}

const node = (label: string | RegExp) => screen.getByRole('group', { name: label });
const settingsOf = (name: string) => screen.getByRole('region', { name: `Configurações da etapa ${name}` });

async function save(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('the form editor\'s "Workflow" tab', () => {
  it('adds a step of every registered type from the palette, each marked until configured', async () => {
    const user = userEvent.setup();
    editApp({ name: 'Inspeção', groups: GROUPS });
    await openWorkflowTab(user);
    await user.click(await screen.findByRole('button', { name: 'Criar workflow' }));
    expect(node(/^Início: Início/)).toBeTruthy();
    expect(node('Fim: Fim')).toBeTruthy();
    const palette = screen.getByRole('region', { name: 'Adicionar etapa' });
    const labels = [
      'Fim',
      'Preenchimento de documento',
      'Enviar e-mail',
      'Criar atividade',
      'Temporizador',
      'Decisão',
      'Voltar para etapa',
      'Enviar pesquisa',
    ];
    // The palette is the runtime registry's types (the start aside: a workflow has one).
    expect(Object.keys(stepTypes).length).toBe(labels.length + 1);
    for (const label of labels) {
      await user.click(within(palette).getByRole('button', { name: `Adicionar ${label}` }));
      expect(await screen.findByRole('group', { name: new RegExp(`^${label}: ${label} 1`) })).toBeTruthy();
    }
    // A document fill with nothing set is marked with its problems on the map.
    const fill = node('Preenchimento de documento: Preenchimento de documento 1 (não configurada)');
    expect(within(fill).getByText('Informe quem vai preencher')).toBeTruthy();
    expect(within(fill).getByText('Selecione ao menos um grupo')).toBeTruthy();

    // Removing the workflow asks first.
    await user.click(screen.getByRole('button', { name: 'Remover workflow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover o workflow?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByRole('button', { name: 'Criar workflow' })).toBeTruthy();
  });

  it('configures a document-fill step, connects it by keyboard and saves it with the layout; the layout comes back', async () => {
    const user = userEvent.setup();
    const saved: { MODELO?: FormModel } = {};
    const app = editApp({ name: 'Inspeção', groups: GROUPS }, saved);
    await openWorkflowTab(user);
    await user.click(await screen.findByRole('button', { name: 'Criar workflow' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar Preenchimento de documento' }));
    const panel = settingsOf('Preenchimento de documento 1');
    await user.clear(within(panel).getByLabelText('Nome da etapa'));
    await user.type(within(panel).getByLabelText('Nome da etapa'), 'Vistoria');
    const fill = settingsOf('Vistoria');
    await user.click(within(fill).getByRole('checkbox', { name: 'Itens' }));
    await user.type(within(fill).getByLabelText('Prazo (horas)'), '24');
    await user.selectOptions(within(fill).getByLabelText('Quem preenche'), 'people');
    await user.click(within(fill).getByLabelText('Colaboradores'));
    await user.click(await screen.findByRole('option', { name: 'Ana Souza' }));
    await user.selectOptions(within(fill).getByLabelText('Próxima etapa'), 'end');
    expect(node('Preenchimento de documento: Vistoria')).toBeTruthy();

    // The start, reached with Tab and selected with Enter, leads to the new step.
    const start = node(/^Início: Início/);
    start.focus();
    await user.keyboard('{Enter}');
    await user.selectOptions(within(settingsOf('Início')).getByLabelText('Próxima etapa'), 'documentFill_1');
    expect(screen.getByText('Workflow pronto para salvar')).toBeTruthy();
    // Selected with Enter, a step moves with the arrow keys.
    const vistoria = node('Preenchimento de documento: Vistoria');
    vistoria.focus();
    await user.keyboard('{Enter}');
    fireEvent.keyDown(vistoria, { key: 'ArrowRight', code: 'ArrowRight' });

    await save(user);
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SalvarModelo')).toBe(true));
    const workflow = saved.MODELO!.workflow!;
    expect(workflow.steps).toEqual([
      { id: 'start', type: 'start', name: 'Início', next: 'documentFill_1', settings: {} },
      { id: 'end', type: 'end', name: 'Fim', next: null, settings: {} },
      {
        id: 'documentFill_1',
        type: 'documentFill',
        name: 'Vistoria',
        next: 'end',
        settings: { assignee: { kind: 'people', ids: [7] }, deadlineHours: 24, groups: ['g1'] },
      },
    ]);
    expect(workflow.layout).toEqual({
      start: { x: 0, y: 0 },
      end: { x: 0, y: 480 },
      documentFill_1: { x: 5, y: 180 },
    });

    // Opened again, the map draws the saved positions.
    app.unmount();
    editApp(saved.MODELO!);
    await openWorkflowTab(user);
    expect(
      (await screen.findByRole('group', { name: 'Preenchimento de documento: Vistoria' })).style.transform,
    ).toBe('translate(5px,180px)');
    expect(node('Fim: Fim').style.transform).toBe('translate(0px,480px)');
  });

  it('an unconfigured step blocks saving with the spec message; Delete removes the selected step', async () => {
    const user = userEvent.setup();
    const app = editApp({ name: 'Inspeção', groups: GROUPS, workflow: DECISION_FLOW });
    await openWorkflowTab(user);
    await user.click(await screen.findByRole('button', { name: 'Adicionar Enviar e-mail' }));
    const mail = node('Enviar e-mail: Enviar e-mail 1 (não configurada)');
    expect(within(mail).getByText('Informe ao menos um destinatário')).toBeTruthy();
    expect(within(mail).getByText('Informe a mensagem do e-mail')).toBeTruthy();
    await save(user);
    expect(
      (
        await screen.findAllByText(
          'Não foi possível salvar o modelo. Por favor, revise o workflow e salve-o novamente',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(app.calls.some((c) => c.name === 'SalvarModelo')).toBe(false);

    mail.focus();
    await user.keyboard('{Enter}');
    fireEvent.keyDown(mail, { key: 'Delete', code: 'Delete' });
    await waitFor(() => expect(screen.queryByRole('group', { name: /^Enviar e-mail: / })).toBeNull());
    await save(user);
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SalvarModelo')).toBe(true));
  });

  it("shows the server's WORKFLOW_INVALID refusal and marks its steps", async () => {
    const user = userEvent.setup();
    const message = 'Não foi possível salvar o modelo. Por favor, revise o workflow e salve-o novamente';
    editApp(
      { name: 'Inspeção', groups: GROUPS, workflow: DECISION_FLOW },
      {},
      {
        SalvarModelo: () => ({
          ROOT: { ...errorEnvelope('WORKFLOW_INVALID', message).ROOT, ETAPAS: ['documentFill_1'] },
        }),
      },
    );
    await openWorkflowTab(user);
    await screen.findByRole('group', { name: 'Decisão: Muitos itens?' });
    expect(screen.getByText('Workflow pronto para salvar')).toBeTruthy();
    await save(user);
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(
      await screen.findByRole('group', { name: 'Preenchimento de documento: Reparos (não configurada)' }),
    ).toBeTruthy();
  });

  it("the decision paths use the group conditions' rule editor, saved as the rule json-logic compiles", async () => {
    const user = userEvent.setup();
    const saved: { MODELO?: FormModel } = {};
    const flow: Workflow = {
      ...DECISION_FLOW,
      steps: DECISION_FLOW.steps.map((step) =>
        step.type === 'decision'
          ? {
              ...step,
              settings: {
                ...step.settings,
                paths: (step.settings as { paths: object[] }).paths.map((p, i) =>
                  i === 0 ? { ...p, rule: null } : p,
                ),
              },
            }
          : step,
      ),
    };
    const app = editApp({ name: 'Inspeção', groups: GROUPS, workflow: flow }, saved);
    await openWorkflowTab(user);
    const decision = await screen.findByRole('group', { name: 'Decisão: Muitos itens?' });
    decision.focus();
    await user.keyboard('{Enter}');
    const path = within(settingsOf('Muitos itens?')).getByRole('group', { name: 'Caminho 1' });
    await user.click(within(path).getByRole('button', { name: 'Adicionar condição' }));
    const condition = within(path).getByRole('group', { name: 'Condição 1' });
    await user.selectOptions(within(condition).getByLabelText('Grupo ou campo'), 'qty');
    await user.selectOptions(within(condition).getByLabelText('Comparação'), 'greater');
    await user.type(within(condition).getByLabelText('Valor'), '3');
    expect(within(path).getByText('Regra válida')).toBeTruthy();
    await save(user);
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SalvarModelo')).toBe(true));
    const settings = saved.MODELO!.workflow!.steps.find((s) => s.id === 'decision_1')!.settings as {
      paths: Array<{ rule: ConditionalRule | null }>;
    };
    const rule = settings.paths[0]!.rule!;
    expect(rule).toEqual({
      combinator: 'and',
      conditions: [{ field: 'qty', comparison: 'greater', value: 3 }],
    });
    expect(JSON.stringify(compileRule(rule))).toContain('{">":[{"var":"qty"},3]}');
  });

  it('"Testar" runs the decision over typed answers and highlights the path taken, saving nothing', async () => {
    const user = userEvent.setup();
    const app = editApp({ name: 'Inspeção', groups: GROUPS, workflow: DECISION_FLOW });
    await openWorkflowTab(user);
    await user.click(await screen.findByRole('button', { name: 'Testar' }));
    const panel = screen.getByRole('region', { name: 'Testar as decisões' });
    expect(within(panel).getByText('Muitos itens? → Não')).toBeTruthy();
    expect(node('Fim: Fim').querySelector('[data-taken]')).toBeTruthy();
    expect(node('Preenchimento de documento: Reparos').querySelector('[data-taken]')).toBeNull();

    await user.type(within(panel).getByLabelText('Quantidade'), '5');
    expect(await within(panel).findByText('Muitos itens? → Sim')).toBeTruthy();
    expect(node('Preenchimento de documento: Reparos').querySelector('[data-taken]')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Início', 'Muitos itens?', 'Reparos', 'Fim']);
    expect(app.calls.some((c) => c.name === 'SalvarModelo')).toBe(false);
  });
});
