import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { renderApp } from '../../testing/renderApp';

const INVITE = {
  email: 'iara@fora.campo',
  company: 'Demo',
  role: 'Operador',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

describe('/register/:token (employee invite)', () => {
  it('a bad or expired link says the token is not valid', async () => {
    renderApp({
      path: '/register/2-velho',
      handlers: {
        ConsultarConvite: () => errorEnvelope('INVITE_INVALID_TOKEN', 'Você não tem um token válido'),
      },
    });
    expect(await screen.findByText('Você não tem um token válido')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Criar meu acesso' })).toBeNull();
  });

  it('shows the invite, checks the fields, then accepts and logs in', async () => {
    const app = renderApp({
      path: '/register/2-abcdefghijklmnopqrstuvwxyz',
      handlers: {
        ConsultarConvite: () => ({ CONVITE: INVITE }),
        AceitarConvite: () => ({ AUTH_TOKEN: 'novo', LOCALE: 'pt-BR' }),
        ConsultarUsuarioLogado: () => errorEnvelope('LOGIN_REQUIRED', 'x', true),
      },
    });
    expect(await screen.findByText(/empresa Demo com a função Operador/)).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('iara@fora.campo');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Criar meu acesso' }));
    expect(screen.getAllByText('Campo obrigatório').length).toBe(3);
    expect(app.calls.some((c) => c.name === 'AceitarConvite')).toBe(false);

    await user.type(screen.getByLabelText(/^Nome/), 'Iara');
    await user.type(screen.getByLabelText(/^Sobrenome/), 'Convidada');
    await user.type(screen.getByLabelText(/^Telefone/), '12');
    await user.type(screen.getByLabelText(/^Senha/), 'Campo@2027');
    await user.type(screen.getByLabelText(/^Confirmação da senha/), 'Campo@2028');
    await user.click(screen.getByRole('button', { name: 'Criar meu acesso' }));
    expect(screen.getByText('Telefone inválido')).toBeTruthy();
    expect(screen.getByText('As senhas precisam ser iguais')).toBeTruthy();

    await user.clear(screen.getByLabelText(/^Telefone/));
    await user.type(screen.getByLabelText(/^Telefone/), '(11) 97777-6666');
    await user.clear(screen.getByLabelText(/^Confirmação da senha/));
    await user.type(screen.getByLabelText(/^Confirmação da senha/), 'Campo@2027');
    await user.click(screen.getByRole('button', { name: 'Criar meu acesso' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'AceitarConvite')).toBe(true));
    expect(app.calls.find((c) => c.name === 'AceitarConvite')!.params).toEqual({
      TOKEN: '2-abcdefghijklmnopqrstuvwxyz',
      NAME: 'Iara',
      SURNAME: 'Convidada',
      PHONE: '(11) 97777-6666',
      PASSWORD: 'Campo@2027',
      CONFIRMATION: 'Campo@2027',
    });
    await waitFor(() => expect(app.calls.some((c) => c.name === 'ConsultarUsuarioLogado')).toBe(true));
  });
});
