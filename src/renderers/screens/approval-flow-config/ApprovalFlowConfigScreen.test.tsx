import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApprovalFlow } from '../../../runtime/formApproval/ApprovalFlow';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';
import { setViewportWidth } from '../../testing/setViewportWidth';

const QUALITY: ApprovalFlow = {
  id: 7,
  kind: 'custom',
  name: 'Qualidade',
  enabled: true,
  responsibles: [{ kind: 'squad', id: 31 }],
  minApprovals: 1,
  finalApprover: { kind: 'employee', id: 41 },
  deadline: { unit: 'hours', amount: 24 },
  forms: [{ id: 101, name: 'Checklist de obra' }],
};

function app(hasLimit = true, defaultOn = false) {
  return renderApp({
    path: '/form/approval/flow/config',
    user: fixtureUser,
    functionalities: allFunctionalities,
    handlers: {
      ConsultarFluxosAprovacao: () => ({
        PADRAO: {
          id: 0,
          kind: 'default',
          name: '',
          enabled: defaultOn,
          responsibles: defaultOn ? [{ kind: 'role', id: 159 }] : [],
          minApprovals: 1,
          finalApprover: null,
          deadline: { unit: 'none', amount: 0 },
          forms: [],
        },
        FLUXOS: [QUALITY],
        FORA: [],
      }),
      ListarModelos: () => ({
        MODELOS: [
          { id: 101, name: 'Checklist de obra' },
          { id: 102, name: 'Inspeção elétrica' },
          {
            id: 103,
            name: 'Câmara fria',
            APROVACAO: { ESTADO: 'in_review', REVISAO_ID: 12, ROUND: 1, ATRASADA: false },
          },
        ],
        OPCOES_ACESSO: {
          roles: [{ id: 159, name: 'Supervisores' }],
          squads: [{ id: 31, name: 'Equipe Norte' }],
          employees: [{ id: 41, name: 'Dona Demo' }],
        },
      }),
      CheckIfHasLimit: () => ({ HAS_LIMIT: hasLimit, LIMIT: { limit: 1, limitUsed: 1 } }),
      SalvarFluxoAprovacaoPadrao: (params) => ({ PADRAO: params.FLUXO }),
      SalvarFluxoAprovacao: (params) => ({ FLUXO: params.FLUXO }),
      ExcluirFluxoAprovacao: () => ({}),
      AtribuirModelosFluxoAprovacao: () => ({}),
      RemoverModelosFluxoAprovacao: () => ({}),
    },
  });
}

const sent = (rendered: ReturnType<typeof app>, name: string) =>
  rendered.calls.filter((c) => c.name === name).map((c) => c.params);

describe('/form/approval/flow/config', () => {
  it('turns the default flow on with the supervisors and two approvals, with labelled inputs at 360 px', async () => {
    const restore = setViewportWidth(360);
    const user = userEvent.setup();
    const rendered = app();
    expect(await screen.findByRole('heading', { name: 'Fluxo de aprovação', level: 1 })).toBeTruthy();
    const defaults = screen.getByRole('region', { name: 'Fluxo padrão' });
    await user.click(within(defaults).getByRole('switch', { name: 'Aprovação padrão ativa' }));
    await user.click(within(defaults).getByRole('combobox', { name: 'Perfis responsáveis' }));
    await user.click(await screen.findByRole('option', { name: 'Supervisores' }));
    await user.selectOptions(within(defaults).getByLabelText('Mínimo de aprovações'), '2');
    await user.selectOptions(within(defaults).getByLabelText('Prazo'), 'days');
    await user.click(within(defaults).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent(rendered, 'SalvarFluxoAprovacaoPadrao')).toHaveLength(1));
    expect(sent(rendered, 'SalvarFluxoAprovacaoPadrao')[0]!.FLUXO).toEqual({
      enabled: true,
      responsibles: [{ kind: 'role', id: 159 }],
      minApprovals: 2,
      finalApprover: null,
      deadline: { unit: 'days', amount: 1 },
    });
    restore();
  });

  it('creates a custom flow with a final approval, and shows the upsell at the plan limit instead', async () => {
    const user = userEvent.setup();
    const rendered = app();
    await user.click(await screen.findByRole('button', { name: 'Novo fluxo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo fluxo' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome do fluxo' }), 'Elétrica');
    await user.click(within(dialog).getByRole('combobox', { name: 'Equipes responsáveis' }));
    await user.click(await screen.findByRole('option', { name: 'Equipe Norte' }));
    await user.selectOptions(within(dialog).getByLabelText('Tipo da aprovação final'), 'employee');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent(rendered, 'SalvarFluxoAprovacao')).toHaveLength(1));
    expect(sent(rendered, 'SalvarFluxoAprovacao')[0]).toEqual({
      FLUXO: {
        name: 'Elétrica',
        responsibles: [{ kind: 'squad', id: 31 }],
        minApprovals: 1,
        finalApprover: { kind: 'employee', id: 41 },
        deadline: { unit: 'none', amount: 0 },
      },
    });
    rendered.unmount();

    const limited = app(false);
    await user.click(await screen.findByRole('button', { name: 'Novo fluxo' }));
    expect(await screen.findByText('1 de 1 usados')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Novo fluxo' })).toBeNull();
    expect(sent(limited, 'SalvarFluxoAprovacao')).toEqual([]);
  });

  it('adds a form, takes one out of approval and deletes the flow after confirming, by keyboard', async () => {
    const user = userEvent.setup();
    const rendered = app();
    const card = await screen.findByRole('region', { name: 'Qualidade' });
    await user.selectOptions(within(card).getByLabelText('Adicionar formulário'), '102');
    await user.click(within(card).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(sent(rendered, 'AtribuirModelosFluxoAprovacao')).toEqual([{ ID: 7, MODELOS: [102] }]),
    );
    await user.click(within(card).getByRole('button', { name: 'Retirar Checklist de obra' }));
    const remove = await screen.findByRole('dialog', { name: 'Retirar "Checklist de obra" do fluxo' });
    await user.click(within(remove).getByRole('button', { name: 'Retirar da aprovação (irreversível)' }));
    await waitFor(() =>
      expect(sent(rendered, 'RemoverModelosFluxoAprovacao')).toEqual([{ MODELOS: [101], DESTINO: 'none' }]),
    );
    (await within(card).findByRole('button', { name: 'Excluir Qualidade' })).focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Excluir' });
    expect(within(confirm).getByText(/Seus formulários voltam ao fluxo padrão/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(sent(rendered, 'ExcluirFluxoAprovacao')).toEqual([{ ID: 7 }]));
  });

  it('asks before turning the default approval off, and saves only once confirmed', async () => {
    const user = userEvent.setup();
    const rendered = app(true, true);
    const defaults = await screen.findByRole('region', { name: 'Fluxo padrão' });
    await user.click(within(defaults).getByRole('switch', { name: 'Aprovação padrão ativa' }));
    await user.click(within(defaults).getByRole('button', { name: 'Salvar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aprovação padrão ativa' });
    expect(within(confirm).getByText(/aprova automaticamente as revisões pendentes/)).toBeTruthy();
    expect(sent(rendered, 'SalvarFluxoAprovacaoPadrao')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(sent(rendered, 'SalvarFluxoAprovacaoPadrao')).toHaveLength(1));
    expect(sent(rendered, 'SalvarFluxoAprovacaoPadrao')[0]!.FLUXO).toMatchObject({ enabled: false });
  });

  it('asks whether a form with a pending revision moves now or after the revision', async () => {
    const user = userEvent.setup();
    const rendered = app();
    const card = await screen.findByRole('region', { name: 'Qualidade' });
    await user.selectOptions(within(card).getByLabelText('Adicionar formulário'), '103');
    await user.click(within(card).getByRole('button', { name: 'Adicionar' }));
    const ask = await screen.findByRole('dialog', { name: 'Quando mover "Câmara fria"?' });
    expect(sent(rendered, 'AtribuirModelosFluxoAprovacao')).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Depois que a revisão atual terminar' }));
    await waitFor(() =>
      expect(sent(rendered, 'AtribuirModelosFluxoAprovacao')).toEqual([
        { ID: 7, MODELOS: [103], QUANDO: 'after_revision' },
      ]),
    );
  });
});
