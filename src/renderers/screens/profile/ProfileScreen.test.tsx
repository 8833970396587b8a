import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

function open(handlers = {}) {
  return renderApp({ path: '/profile', user: fixtureUser, handlers });
}

describe('ProfileScreen', () => {
  it('shows the user data with labelled inputs', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeTruthy();
    expect((screen.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Maria Dona');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('dono@demo.campo');
  });

  it('refuses a weak new password with the strict rule, before sending', async () => {
    const app = open({ ChangePassword: () => ({}) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Senha atual/), 'Campo@2026');
    await user.type(screen.getByLabelText(/^Nova senha/), 'fraca123');
    await user.type(screen.getByLabelText(/^Confirmação da nova senha/), 'fraca123');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText(/A senha deve ter no mínimo 8 caracteres/)).toBeTruthy();
    expect(app.calls.map((c) => c.name)).not.toContain('ChangePassword');
  });

  it("refuses a confirmation that differs: 'As senhas precisam ser iguais'", async () => {
    open({ ChangePassword: () => ({}) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Senha atual/), 'Campo@2026');
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova@Senha1');
    await user.type(screen.getByLabelText(/^Confirmação da nova senha/), 'Nova@Senha2');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('As senhas precisam ser iguais')).toBeTruthy();
  });

  it('sends a valid password change and confirms it', async () => {
    const app = open({ ChangePassword: () => ({}) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Senha atual/), 'Campo@2026');
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova@Senha1');
    await user.type(screen.getByLabelText(/^Confirmação da nova senha/), 'Nova@Senha1');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada')).toBeTruthy();
    expect(app.calls.find((c) => c.name === 'ChangePassword')?.params).toEqual({
      OLD_PASSWORD: 'Campo@2026',
      NEW_PASSWORD: 'Nova@Senha1',
      CONFIRMATION: 'Nova@Senha1',
    });
  });

  it("refuses a file that is not an image: 'Imagem inválida!'", async () => {
    open();
    const input = await screen.findByLabelText('Escolher foto', { selector: 'input' });
    await userEvent
      .setup({ applyAccept: false })
      .upload(input as HTMLInputElement, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Imagem inválida!')).toBeTruthy();
  });

  it('uploads a photo as SaveProfilePhoto', async () => {
    const app = open({ SaveProfilePhoto: () => ({}) });
    const input = await screen.findByLabelText('Escolher foto', { selector: 'input' });
    const user = userEvent.setup();
    await user.upload(input as HTMLInputElement, new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Salvar foto' }));
    expect(await screen.findByText('Foto salva')).toBeTruthy();
    await waitFor(() =>
      expect((app.calls.find((c) => c.name === 'SaveProfilePhoto')?.params.PHOTO as File).name).toBe(
        'me.png',
      ),
    );
  });

  it('saves the name with SaveProfile', async () => {
    const app = open({
      SaveProfile: () => ({}),
      ConsultarUsuarioLogado: () => ({
        USUARIO_LOGADO: { ...fixtureUser, name: 'Maria Nova' },
        ROTATIVO: false,
        FUNCTIONALITIES: {},
      }),
    });
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Nome/);
    await user.clear(name);
    await user.type(name, 'Maria Nova');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0] as HTMLElement);
    expect(await screen.findByText('Perfil salvo')).toBeTruthy();
    expect(app.calls.find((c) => c.name === 'SaveProfile')?.params).toEqual({ NAME: 'Maria Nova' });
  });
});
