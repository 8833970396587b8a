import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp';

describe('RecoveryScreen', () => {
  it('checks the link code, enforces the rule and the confirmation, then recovers and goes to login', async () => {
    const app = renderApp({
      path: '/recovery/abc123',
      handlers: { CheckRecoveryCode: () => ({ VALID: true }), RecoverPassword: () => ({}) },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nova senha/), 'Nova@Senha1');
    await user.type(screen.getByLabelText(/^Confirmação da nova senha/), 'Outra@Senha1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('As senhas precisam ser iguais')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Confirmação da nova senha/));
    await user.type(screen.getByLabelText(/^Confirmação da nova senha/), 'Nova@Senha1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Senha alterada! Faça login com a nova senha.')).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.calls.at(-1)).toEqual({
      name: 'RecoverPassword',
      params: { CODE: 'abc123', PASSWORD: 'Nova@Senha1', CONFIRMATION: 'Nova@Senha1' },
    });
  });

  it('an invalid code says so and offers a new link', async () => {
    renderApp({ path: '/recovery/old', handlers: { CheckRecoveryCode: () => ({ VALID: false }) } });
    expect(await screen.findByText(/Este link de recuperação é inválido ou expirou/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toBeTruthy();
  });

  it('without a code in the link, asks for it', async () => {
    const app = renderApp({ path: '/recovery', handlers: { CheckRecoveryCode: () => ({ VALID: true }) } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Código de recuperação/), 'xyz{Enter}');
    expect(await screen.findByLabelText(/^Nova senha/)).toBeTruthy();
    expect(app.calls[0]).toEqual({ name: 'CheckRecoveryCode', params: { CODE: 'xyz' } });
  });
});
