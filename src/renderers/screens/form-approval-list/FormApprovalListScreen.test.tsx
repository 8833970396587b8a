import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RevisionFilter } from '../../../runtime/formApproval/FormRevision';
import { revisionRowFixture } from '../../../runtime/testing/revisionFixture';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';
import { setViewportWidth } from '../../testing/setViewportWidth';

const COUNTS = { in_review: 2, approved: 5, disapproved: 1, late: 1, waiting_for_me: 1 };

function app() {
  return renderApp({
    path: '/form/approval',
    user: fixtureUser,
    functionalities: allFunctionalities,
    handlers: {
      ConsultarRevisoesModelo: (params) => {
        const filter = params.FILTRO as RevisionFilter;
        const rows = filter.PARA_MIM
          ? [revisionRowFixture()]
          : [
              revisionRowFixture(),
              revisionRowFixture({
                ID: 13,
                MODELO_ID: 6,
                MODELO_NOME: 'Checklist de obra',
                ESTADO: 'in_review',
                ATRASADA: true,
                AGUARDANDO_MIM: false,
                APROVACOES: 1,
              }),
            ];
        return {
          REVISOES: rows,
          TOTAL: params.PAGINA === 2 ? 60 : rows.length + (filter.ESTADO ? 0 : 58),
          CONTAGEM: COUNTS,
        };
      },
      ListarModelos: () => ({
        MODELOS: [
          { id: 5, name: 'Inspeção de câmara fria' },
          { id: 6, name: 'Checklist de obra' },
        ],
        OPCOES_ACESSO: { roles: [], squads: [], employees: [{ id: 3, name: 'Admin Demo' }] },
      }),
      ConsultarFluxosAprovacao: () => ({
        PADRAO: {},
        FLUXOS: [{ id: 7, name: 'Segurança do trabalho' }],
        FORA: [],
      }),
    },
  });
}

const filters = (rendered: ReturnType<typeof app>) =>
  rendered.calls.filter((c) => c.name === 'ConsultarRevisoesModelo').map((c) => c.params);

describe('/form/approval', () => {
  it('opens on the revisions waiting for me, with the counts, and each row opens its review', async () => {
    const rendered = app();
    expect(await screen.findByRole('heading', { name: 'Aprovação de formulários', level: 1 })).toBeTruthy();
    const counts = await screen.findByRole('list', { name: 'Resumo das revisões' });
    expect(within(counts).getByRole('button', { name: '2 Em revisão' })).toBeTruthy();
    expect(within(counts).getByRole('button', { name: '5 Aprovadas' })).toBeTruthy();
    expect(within(counts).getByRole('button', { name: '1 Atrasadas' })).toBeTruthy();
    expect(filters(rendered)[0]).toEqual({ FILTRO: { PARA_MIM: true }, PAGINA: 1, TAMANHO: 25 });
    const rows = screen.getByRole('list', { name: 'Revisões de formulários' });
    expect(within(rows).getByText('Rodada 1 · Fluxo padrão · 0 de 2 aprovações')).toBeTruthy();
    await userEvent.click(within(rows).getByRole('link', { name: 'Revisar Inspeção de câmara fria' }));
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/form/approval/review/12/1'));
  });

  it('filters all revisions by state, form, flow, author and late, by keyboard, at 360 px', async () => {
    const restore = setViewportWidth(360);
    const user = userEvent.setup();
    const rendered = app();
    await user.click(await screen.findByRole('tab', { name: 'Todas as revisões' }));
    const rows = await screen.findByRole('list', { name: 'Revisões de formulários' });
    expect(await within(rows).findByText('Checklist de obra')).toBeTruthy();
    expect(within(rows).getByText('Atrasada')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Filtros' });
    await user.selectOptions(within(group).getByLabelText('Estado'), 'in_review');
    await user.selectOptions(within(group).getByLabelText('Formulário'), '6');
    await user.selectOptions(within(group).getByLabelText('Fluxo'), '7');
    await user.selectOptions(within(group).getByLabelText('Autor'), '3');
    within(group).getByRole('checkbox', { name: 'Somente atrasadas' }).focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(filters(rendered).at(-1)).toEqual({
        FILTRO: { ESTADO: 'in_review', MODELO: 6, FLUXO: 7, AUTOR: 3, ATRASADAS: true },
        PAGINA: 1,
        TAMANHO: 25,
      }),
    );
    await user.click(within(group).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(filters(rendered).at(-1)).toEqual({ FILTRO: {}, PAGINA: 1, TAMANHO: 25 }));
    restore();
  });

  it('pages through all revisions and a count opens what it counts', async () => {
    const user = userEvent.setup();
    const rendered = app();
    await user.click(await screen.findByRole('tab', { name: 'Todas as revisões' }));
    await user.click(await screen.findByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(filters(rendered).at(-1)).toEqual({ FILTRO: {}, PAGINA: 2, TAMANHO: 25 }));
    await user.click(screen.getByRole('button', { name: '1 Atrasadas' }));
    await waitFor(() =>
      expect(filters(rendered).at(-1)).toEqual({ FILTRO: { ATRASADAS: true }, PAGINA: 1, TAMANHO: 25 }),
    );
    expect(screen.getByRole('link', { name: 'Configurar fluxos' })).toBeTruthy();
  });
});
