import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { compileRule } from '../../../runtime/forms/compileRule';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const MODEL: FormModel = {
  name: 'Orçamento',
  groups: [
    {
      id: 'g1',
      name: 'Itens',
      fields: [
        { id: 'price', name: 'Preço', type: 'number' },
        { id: 'qty', name: 'Quantidade', type: 'number' },
        {
          id: 'total',
          name: 'Total',
          type: 'numericFormula',
          formula: { mode: 'numeric', expression: 'price * qty' },
        },
      ],
    },
    { id: 'g2', name: 'Reparos', fields: [{ id: 'notes', name: 'Notas', type: 'textMultiline' }] },
  ],
};

const LOCKED = 'Este modelo ainda está sendo editado por outro usuário';

function editApp(handlers: Record<string, (p: Record<string, unknown>) => unknown> = {}) {
  return renderApp({
    path: '/form/edit/5',
    user: fixtureUser,
    functionalities: allFunctionalities,
    handlers: {
      ListarModelos: () => ({ MODELOS: [], PASTAS: [] }),
      ConsultarModeloDocumento: () => ({
        MODELO: {
          id: 5,
          version: 2,
          currentVersion: 2,
          permissions: { roles: [], squads: [], employees: [] },
          model: MODEL,
        },
      }),
      AbrirEdicaoModelo: () => ({ ATIVA: true, VERSAO: 2 }),
      ConsultarEdicaoModelo: () => ({ ATIVA: true }),
      FecharEdicaoModelo: () => ({}),
      SalvarModelo: () => ({ ID: 5, VERSAO: 3 }),
      ...(handlers as Record<string, () => Record<string, unknown>>),
    },
  });
}

const fieldNames = (group: string) =>
  within(screen.getByRole('region', { name: `Grupo ${group}` }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

async function fieldAction(user: ReturnType<typeof userEvent.setup>, field: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Mais ações de ${field}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('/form/new and /form/edit/:id', () => {
  it('adds a field from the palette and creates the form with SalvarModelo', async () => {
    const user = userEvent.setup();
    const app = renderApp({
      path: '/form/new?folder=4',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ListarModelos: () => ({ MODELOS: [], PASTAS: [{ id: 4, name: 'Segurança', parentId: null }] }),
        SalvarModelo: () => ({ ID: 9, VERSAO: 1 }),
        ConsultarModeloDocumento: () => ({
          MODELO: { id: 9, version: 1, permissions: { roles: [], squads: [], employees: [] }, model: MODEL },
        }),
        AbrirEdicaoModelo: () => ({ ATIVA: true, VERSAO: 1 }),
        FecharEdicaoModelo: () => ({}),
      },
    });
    await user.clear(await screen.findByLabelText(/Nome do formulário/));
    await user.type(screen.getByLabelText(/Nome do formulário/), 'Inspeção');
    await user.click(screen.getByRole('button', { name: 'Adicionar campo' }));
    await user.click(await screen.findByRole('button', { name: 'Adicionar campo Número' }));
    const panel = await screen.findByRole('region', { name: 'Configurações do campo Número' });
    await user.type(within(panel).getByLabelText('Valor máximo'), '10');
    await user.click(within(panel).getByRole('button', { name: 'Fechar' }));
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SalvarModelo')).toBe(true));
    const sent = app.calls.find((c) => c.name === 'SalvarModelo')!.params;
    expect(sent.ID).toBeUndefined();
    expect(typeof sent.EDICAO).toBe('string');
    const model = sent.MODELO as FormModel;
    expect(model.name).toBe('Inspeção');
    expect(model.folderId).toBe(4);
    expect(model.groups[0]!.fields).toEqual([
      { id: 'number_1', name: 'Número', type: 'number', settings: { max: 10 } },
    ]);
    // The new form opens for editing with the same edition uid (it already holds the lock).
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/form/edit/9'));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'AbrirEdicaoModelo')).toBe(true));
    expect(app.calls.find((c) => c.name === 'AbrirEdicaoModelo')!.params.EDICAO).toBe(sent.EDICAO);
  });

  it('reorders, clones with new ids, refuses deleting a field a formula uses, and saves the next version', async () => {
    const user = userEvent.setup();
    const app = editApp();
    await screen.findByRole('region', { name: 'Grupo Itens' });
    expect(fieldNames('Itens')).toEqual(['Preço', 'Quantidade', 'Total']);

    await fieldAction(user, 'Preço', 'Mover para baixo');
    expect(fieldNames('Itens')).toEqual(['Quantidade', 'Preço', 'Total']);

    await fieldAction(user, 'Quantidade', 'Clonar');
    expect(fieldNames('Itens')).toEqual(['Quantidade', 'Cópia de Quantidade', 'Preço', 'Total']);
    expect(screen.getByText('Número · number_1')).toBeTruthy();

    await fieldAction(user, 'Preço', 'Excluir');
    expect(await screen.findByText('Não é possível excluir Preço: usado na fórmula de Total')).toBeTruthy();
    expect(fieldNames('Itens')).toContain('Preço');

    await fieldAction(user, 'Notas', 'Mover para o grupo Itens');
    expect(fieldNames('Itens').at(-1)).toBe('Notas');

    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SalvarModelo')).toBe(true));
    const sent = app.calls.find((c) => c.name === 'SalvarModelo')!.params;
    expect(sent).toMatchObject({ ID: 5, VERSAO: 2 });
    expect(sent.EDICAO).toBe(app.calls.find((c) => c.name === 'AbrirEdicaoModelo')!.params.EDICAO);
    const saved = sent.MODELO as FormModel;
    expect(saved.groups[0]!.fields.map((f) => f.id)).toEqual(['qty', 'number_1', 'price', 'total', 'notes']);
    expect(await screen.findByText('Versão 3')).toBeTruthy();
  });

  it('an invalid formula blocks saving with the spec message', async () => {
    const user = userEvent.setup();
    const app = editApp();
    await screen.findByRole('region', { name: 'Grupo Itens' });
    await user.click(screen.getByRole('button', { name: 'Editar Total' }));
    const panel = await screen.findByRole('region', { name: 'Configurações do campo Total' });
    const expression = within(panel).getByLabelText('Expressão');
    await user.type(expression, ' + frete');
    expect(within(panel).getByText(/^Fórmula inválida/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Fechar' }));
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(
      (await screen.findAllByText('Campo Total configurado com fórmula inválida!')).length,
    ).toBeGreaterThan(0);
    expect(app.calls.some((c) => c.name === 'SalvarModelo')).toBe(false);
  });

  it('edits a group conditional rule that compiles, and saves it', async () => {
    const user = userEvent.setup();
    const app = editApp();
    await screen.findByRole('region', { name: 'Grupo Reparos' });
    await user.click(screen.getByRole('button', { name: 'Configurar o grupo Reparos' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar condição' }));
    const condition = within(dialog).getByRole('group', { name: 'Condição 1' });
    await user.selectOptions(within(condition).getByLabelText('Grupo ou campo'), 'qty');
    await user.selectOptions(within(condition).getByLabelText('Comparação'), 'greater');
    await user.type(within(condition).getByLabelText('Valor'), '3');
    expect(within(dialog).getByText('Regra válida')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SalvarModelo')).toBe(true));
    const rules = (app.calls.find((c) => c.name === 'SalvarModelo')!.params.MODELO as FormModel).groups[1]!
      .rules!;
    expect(rules).toEqual({
      combinator: 'and',
      conditions: [{ field: 'qty', comparison: 'greater', value: 3 }],
    });
    expect(JSON.stringify(compileRule(rules))).toContain('{">":[{"var":"qty"},3]}');
  });

  it('a form edited elsewhere asks before taking the edit (FORCAR)', async () => {
    const user = userEvent.setup();
    let first = true;
    const app = editApp({
      AbrirEdicaoModelo: () => {
        if (first) {
          first = false;
          return errorEnvelope('FORM_LOCKED', LOCKED);
        }
        return { ATIVA: true, VERSAO: 2 };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Formulário em edição' });
    expect(within(dialog).getByText(LOCKED)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Salvar', hidden: true }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Editar mesmo assim' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const opens = app.calls.filter((c) => c.name === 'AbrirEdicaoModelo');
    expect(opens.at(-1)!.params.FORCAR).toBe(true);
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks before leaving with unsaved changes (route change and tab close); saved, it leaves quietly', async () => {
    const user = userEvent.setup();
    const app = editApp();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const name = await screen.findByLabelText(/Nome do formulário/);
    expect(unload()).toBe(false);
    await user.type(name, ' 2026');
    expect(unload()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Voltar para formulários' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    expect(within(dialog).getByText(/alterações feitas neste formulário/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.router.state.location.pathname).toBe('/form/edit/5');
    expect((screen.getByLabelText(/Nome do formulário/) as HTMLInputElement).value).toBe('Orçamento 2026');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Versão 3')).toBeTruthy();
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Voltar para formulários' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/forms'));
  });

  it('leaving without saving drops the changes when the user confirms', async () => {
    const user = userEvent.setup();
    const app = editApp();
    await user.type(await screen.findByLabelText(/Nome do formulário/), ' X');
    await user.click(screen.getByRole('link', { name: 'Voltar para formulários' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/forms'));
    expect(app.calls.some((c) => c.name === 'SalvarModelo')).toBe(false);
  });

  it("the user's own stale edition (another tab, an older session) is offered back, not 'outro usuário'", async () => {
    const user = userEvent.setup();
    let first = true;
    const app = editApp({
      AbrirEdicaoModelo: () => {
        if (first) {
          first = false;
          return { ROOT: { ...errorEnvelope('FORM_LOCKED', LOCKED).ROOT, EDITOR: 'Maria Dona', MINE: true } };
        }
        return { ATIVA: true, VERSAO: 2 };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Você já está editando este formulário' });
    expect(within(dialog).queryByText(/outro usuário/)).toBeNull();
    expect(within(dialog).getByText(/outra aba ou em uma sessão anterior sua/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Retomar a edição aqui' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.calls.filter((c) => c.name === 'AbrirEdicaoModelo').at(-1)!.params.FORCAR).toBe(true);
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('edits a disapproved revision, shows why, and resubmits it for approval', async () => {
    const user = userEvent.setup();
    const proposed: FormModel = { ...MODEL, name: 'Orçamento revisado' };
    const app = editApp({
      ConsultarEdicaoModelo: () => ({
        ATIVA: true,
        MODELO: {
          id: 5,
          version: 3,
          currentVersion: 2,
          permissions: { roles: [], squads: [], employees: [] },
          model: proposed,
        },
        VERSAO: 3,
        APROVACAO: { ESTADO: 'disapproved', REVISAO_ID: 12, ROUND: 1, ATRASADA: false },
        REPROVACAO: {
          REVISOR_NOME: 'Supervisor Demo',
          JUSTIFICATIVA: 'A fórmula está errada',
          EM: '2026-11-21T12:00:00Z',
        },
      }),
      SalvarModelo: () => ({
        ROOT: {
          RESULT: '1',
          MESSAGES: { ERRORS: [], WARNINGS: [], INFORMATIONS: ['Alteração enviada para aprovação'] },
          LOGIN_REQUEST: false,
          ID: 5,
          VERSAO: 3,
          REVISAO: { ID: 12, ESTADO: 'in_review', ROUND: 2 },
        },
      }),
    });
    const notice = await screen.findByRole('status', { name: 'Aprovação do formulário' });
    expect(within(notice).getByText('Reprovado')).toBeTruthy();
    expect(within(notice).getByText('Justificativa: A fórmula está errada')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Nome do formulário/ }) as HTMLInputElement).value).toBe(
      'Orçamento revisado',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(app.calls.find((c) => c.name === 'SalvarModelo')?.params).toMatchObject({ VERSAO: 3 }),
    );
    expect(await screen.findByText('Alteração enviada para aprovação')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('status', { name: 'Aprovação do formulário' })).getByText('Em revisão'),
      ).toBeTruthy(),
    );
    expect(
      within(screen.getByRole('status', { name: 'Aprovação do formulário' }))
        .getByRole('link', { name: 'Ver revisão de Orçamento revisado' })
        .getAttribute('href'),
    ).toBe('/form/approval/review/12/2');
  });
});
