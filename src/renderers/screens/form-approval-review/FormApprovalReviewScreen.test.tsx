import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RevisionDetail } from '../../../runtime/formApproval/FormRevision';
import { revisionFixture } from '../../../runtime/testing/revisionFixture';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const REQUIRED = 'Campo "Temperatura" passou a ser obrigatório';

function app(revision: Partial<RevisionDetail> = {}, path = '/form/approval/review/12/2') {
  return renderApp({
    path,
    user: fixtureUser,
    functionalities: allFunctionalities,
    handlers: {
      ConsultarRevisaoModelo: () => ({ REVISAO: revisionFixture(revision) }),
      ConsultarMensagensRevisao: () => ({
        MENSAGENS: [
          {
            ID: 1,
            AUTOR_ID: 3,
            AUTOR_NOME: 'Admin Demo',
            TEXTO: 'Pode revisar?',
            EM: '2026-11-20T12:05:00.000Z',
          },
        ],
      }),
      EnviarMensagemRevisao: (params) => ({ MENSAGEM: { ID: 2, TEXTO: params.TEXTO } }),
      AvaliarAjusteRevisao: (params) => {
        const revision = revisionFixture();
        const adjustment = revision.AJUSTES.find((a) => a.ID === params.AJUSTE)!;
        adjustment.DECISOES = [
          {
            REVISOR_ID: fixtureUser.id,
            REVISOR_NOME: 'Supervisor Demo',
            DECISAO: params.DECISAO as 'approved' | 'rejected',
            JUSTIFICATIVA: (params.JUSTIFICATIVA as string | undefined) ?? null,
            EM: '2026-11-21T12:00:00.000Z',
          },
        ];
        return {
          REVISAO: {
            ...revision,
            ...(params.DECISAO === 'rejected' ? { ESTADO: 'disapproved', PODE_REVISAR: false } : {}),
          },
        };
      },
      AprovarRevisaoModelo: () => ({
        REVISAO: revisionFixture({ ESTADO: 'approved', PODE_REVISAR: false, SOMENTE_LEITURA: true }),
        PUBLICADA: true,
      }),
    },
  });
}

const sent = (rendered: ReturnType<typeof app>, name: string) =>
  rendered.calls.filter((c) => c.name === name).map((c) => c.params);

describe('/form/approval/review/:id/:history', () => {
  it('shows the adjustments in words and both versions with the changes marked', async () => {
    app();
    expect(await screen.findByRole('heading', { name: 'Revisão de aprovação', level: 1 })).toBeTruthy();
    expect(screen.getByText('Inspeção de câmara fria · versão 3 → 4')).toBeTruthy();
    const adjustments = screen.getByRole('region', { name: /Ajustes/ });
    expect(within(adjustments).getByText(REQUIRED)).toBeTruthy();
    expect(
      within(adjustments).getByText('Opção "Não se aplica" adicionada ao campo "Situação"'),
    ).toBeTruthy();
    const old = await screen.findByRole('region', { name: 'Versão publicada (3)' });
    const now = screen.getByRole('region', { name: 'Nova versão (4)' });
    // The removed field shows in the old version only, the added one in the new version only.
    expect(old.querySelector('[data-field="notes"]')).toBeTruthy();
    expect(now.querySelector('[data-field="notes"]')).toBeNull();
    expect(await within(now).findAllByText('Foto do termômetro')).not.toHaveLength(0);
    expect(now.querySelector('[data-field="photo"]')).toBeTruthy();
    // Two forms on one page: no DOM id twice.
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(ids.length).toBe(new Set(ids).size);
    expect(screen.getByRole('region', { name: 'Resumo' })).toBeTruthy();
    expect(screen.getByRole('log', { name: 'Conversa da revisão' })).toBeTruthy();
    expect(screen.getByText('Pode revisar?')).toBeTruthy();
  });

  it('approves one adjustment, and rejects another only with a justification', async () => {
    const user = userEvent.setup();
    const rendered = app();
    await user.click(await screen.findByRole('button', { name: `Aprovar ajuste: ${REQUIRED}` }));
    await waitFor(() =>
      expect(sent(rendered, 'AvaliarAjusteRevisao')).toEqual([
        { ID: 12, AJUSTE: 'field.required:temp', DECISAO: 'approved' },
      ]),
    );
    expect(await screen.findByText('Aprovado por Supervisor Demo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Rejeitar ajuste: Opção "Não se aplica"/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar ajuste' });
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(sent(rendered, 'AvaliarAjusteRevisao')).toHaveLength(1);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Justificativa/ }),
      'Essa opção não existe na norma',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() => expect(sent(rendered, 'AvaliarAjusteRevisao')).toHaveLength(2));
    expect(sent(rendered, 'AvaliarAjusteRevisao')[1]).toEqual({
      ID: 12,
      AJUSTE: 'option.added:status/na',
      DECISAO: 'rejected',
      JUSTIFICATIVA: 'Essa opção não existe na norma',
    });
    expect(await screen.findByText('Reprovado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar revisão' })).toBeNull();
  });

  it('approves the whole revision after confirming, and says it is published', async () => {
    const user = userEvent.setup();
    const rendered = app();
    await user.click(await screen.findByRole('button', { name: 'Aprovar revisão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar revisão' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(sent(rendered, 'AprovarRevisaoModelo')).toEqual([{ ID: 12 }]));
    expect(await screen.findByText(/a nova versão já é a preenchida em campo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Aprovar ajuste: / })).toBeNull();
  });

  it('offers the final approval to the final approver', async () => {
    app({ PODE_REVISAR: false, PODE_APROVAR_FINAL: true });
    expect(await screen.findByRole('button', { name: 'Aprovação final' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar revisão' })).toBeNull();
    // The final approver may decide adjustments too.
    expect(screen.getByRole('button', { name: `Aprovar ajuste: ${REQUIRED}` })).toBeTruthy();
  });

  it('shows a past round read-only with the rounds to move between, and writes in the chat', async () => {
    const user = userEvent.setup();
    const rendered = app(
      {
        ROUND: 1,
        SOMENTE_LEITURA: true,
        PODE_REVISAR: false,
        REPROVACAO: {
          REVISOR_NOME: 'Supervisor Demo',
          JUSTIFICATIVA: 'Fórmula errada',
          EM: '2026-11-20T15:00:00.000Z',
        },
      },
      '/form/approval/review/12/1',
    );
    expect(await screen.findByText('Esta rodada é somente leitura.')).toBeTruthy();
    expect(screen.getByText('Justificativa: Fórmula errada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Aprovar/ })).toBeNull();
    const rounds = screen.getByRole('navigation', { name: 'Rodadas' });
    expect(within(rounds).getByRole('link', { name: 'Rodada 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(rounds).getByRole('link', { name: 'Rodada 2' }).getAttribute('href')).toBe(
      '/form/approval/review/12/2',
    );
    expect(sent(rendered, 'ConsultarRevisaoModelo')).toEqual([{ ID: 12, ROUND: 1 }]);
    await user.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Corrigido na próxima rodada');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(sent(rendered, 'EnviarMensagemRevisao')).toEqual([
        { ID: 12, TEXTO: 'Corrigido na próxima rodada' },
      ]),
    );
  });
});
