import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const task = {
  ATIVIDADE: {
    id: 5,
    title: 'Revisão do gerador',
    formId: 7,
    responsible: { kind: 'employee', id: 40 },
    startDate: '2026-11-20',
    startAt: '2026-11-20T11:00:00.000Z',
    prerequisites: [],
    status: 'finished',
    approval: 'pending',
    state: 'finished',
    doneLabel: 'onTime',
  },
  HISTORICO: [],
};

describe('approval chat (/approval/chat/:id)', () => {
  it('shows messages and decisions in one timeline, sends a message, and offers the decision to an approver', async () => {
    const messages = [
      {
        id: 1,
        at: '2026-11-21T13:10:00.000Z',
        userId: 40,
        userName: 'Otávio Operador',
        text: 'Finalizei, pode conferir?',
      },
    ];
    const app = renderApp({
      path: '/approval/chat/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarAtividade: () => task,
        ConsultarMensagensAprovacao: () => ({
          APROVACAO: { status: 'finished', approval: 'pending', canApprove: true },
          MENSAGENS: messages,
          DECISOES: [
            {
              at: '2026-11-21T12:00:00.000Z',
              userId: fixtureUser.id,
              userName: 'Maria Dona',
              decision: 'disapproved',
              justification: 'Falta a foto do painel',
            },
          ],
        }),
        EnviarMensagemAprovacao: (params) => {
          messages.push({
            id: 2,
            at: '2026-11-21T13:20:00.000Z',
            userId: fixtureUser.id,
            userName: 'Maria Dona',
            text: String(params.TEXTO),
          });
          return { MENSAGEM: { id: 2, at: '2026-11-21T13:20:00.000Z' } };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversa de aprovação' })).toBeTruthy();
    expect(screen.getByText('Revisão do gerador')).toBeTruthy();
    const timeline = screen.getByRole('log', { name: 'Mensagens e decisões' });
    const entries = within(timeline).getAllByRole('listitem');
    // The decision came first, then the message.
    expect(entries[0]!.textContent).toContain('Reprovada');
    expect(entries[0]!.textContent).toContain('Justificativa: Falta a foto do painel');
    expect(entries[1]!.textContent).toContain('Otávio Operador');
    expect(entries[1]!.textContent).toContain('Finalizei, pode conferir?');
    expect(screen.getByRole('button', { name: 'Aprovar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reprovar' })).toBeTruthy();

    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: '  Vou conferir agora.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await within(timeline).findByText('Vou conferir agora.')).toBeTruthy();
    expect(app.calls.find((c) => c.name === 'EnviarMensagemAprovacao')?.params).toEqual({
      ID: 5,
      TEXTO: 'Vou conferir agora.',
    });
    await waitFor(() => expect((screen.getByLabelText('Mensagem') as HTMLTextAreaElement).value).toBe(''));
  });

  it('tells who does not take part, with no decision to offer', async () => {
    renderApp({
      path: '/approval/chat/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarAtividade: () => task,
        ConsultarMensagensAprovacao: () =>
          errorEnvelope('TASK_CHAT_NOT_PARTICIPANT', 'Você não participa da aprovação desta atividade'),
      },
    });
    expect(await screen.findByText('Você não participa da aprovação desta atividade')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(screen.queryByLabelText('Mensagem')).toBeNull();
  });
});
