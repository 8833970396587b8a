import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const PORTAL = {
  enabled: true,
  link: 'http://localhost:3000/#/client-center/7-abc',
  hasPassword: false,
  accentColor: '#aa3300',
  showExtraContacts: false,
  allowActivityDetails: false,
  allowPdfDownload: false,
  hasBanner: false,
  hasLogo: false,
  imageVersion: 0,
};

describe('/client/center/:id', () => {
  it('shows the public link and saves the password, colour and options (PDF downloads too)', async () => {
    const app = renderApp({
      path: '/client/center/12',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarPortalCliente: () => ({ CLIENTE: { id: 12, name: 'Padaria' }, PORTAL }),
        SalvarPortalCliente: () => ({ PORTAL: { ...PORTAL, hasPassword: true } }),
      },
    });
    const link = await screen.findByRole('textbox', { name: 'Link público' });
    expect((link as HTMLInputElement).value).toBe(PORTAL.link);
    expect(screen.getByText('Portal do cliente Padaria')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Senha de acesso/), 'segredo1');
    await user.click(screen.getByRole('switch', { name: 'Mostrar contatos extras' }));
    await user.click(
      screen.getByRole('switch', { name: 'Permitir baixar o PDF das atividades finalizadas' }),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SalvarPortalCliente')).toBe(true));
    expect(app.calls.find((c) => c.name === 'SalvarPortalCliente')?.params).toEqual({
      ID: 12,
      ENABLED: true,
      ACCENT_COLOR: '#aa3300',
      SHOW_EXTRA_CONTACTS: true,
      ALLOW_ACTIVITY_DETAILS: false,
      ALLOW_PDF_DOWNLOAD: true,
      PASSWORD: 'segredo1',
    });
    expect(await screen.findByText('Há uma senha definida. Digite outra para trocá-la.')).toBeTruthy();
  });

  it('is read-only for a client viewer', async () => {
    renderApp({
      path: '/client/center/12',
      user: fixtureUser,
      functionalities: { ...allFunctionalities, CLIENT: 'VIEW' },
      handlers: { ConsultarPortalCliente: () => ({ CLIENTE: { id: 12, name: 'Padaria' }, PORTAL }) },
    });
    expect(await screen.findByRole('textbox', { name: 'Link público' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect((screen.getByRole('switch', { name: 'Portal ativo' }) as HTMLInputElement).disabled).toBe(true);
  });
});
