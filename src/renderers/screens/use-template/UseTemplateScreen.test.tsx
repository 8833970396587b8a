import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const TEMPLATE = {
  id: 12,
  name: 'Checklist',
  abstract: 'Vistoria de áreas comuns',
  description: 'Vistoria de áreas comuns',
  category: 'Inspeções',
  fieldCount: 4,
  images: [],
};

describe('UseTemplateScreen', () => {
  it('a visitor goes to register with the template id', async () => {
    const app = renderApp({ path: '/use-template/12/Checklist' });
    await waitFor(() =>
      expect(app.router.state.location.pathname + app.router.state.location.search).toBe(
        '/register?template=12',
      ),
    );
  });

  it('a signed-in user sees the template; "Usar modelo" copies it and goes to the new form', async () => {
    const app = renderApp({
      path: '/use-template/12/Checklist',
      user: fixtureUser,
      functionalities: { MODEL: 'EDIT' },
      handlers: {
        ConsultarModeloTemplate: () => ({ TEMPLATE }),
        UsarModeloTemplate: () => ({ COPIA: { id: 7, name: 'Checklist', templateId: 12 } }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Checklist' })).toBeTruthy();
    expect(screen.getByText('4 campos')).toBeTruthy();
    expect(screen.getByText('Inspeções')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Usar modelo' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/form/new'));
    expect(app.router.state.location.search).toBe('?template=12&name=Checklist&copy=7');
    expect(app.calls.find((c) => c.name === 'UsarModeloTemplate')?.params).toEqual({ ID: '12' });
  });

  it('without form editing the template shows but cannot be used', async () => {
    const app = renderApp({
      path: '/use-template/12/Checklist',
      user: fixtureUser,
      functionalities: { MODEL: 'VIEW' },
      handlers: { ConsultarModeloTemplate: () => ({ TEMPLATE }) },
    });
    await screen.findByRole('heading', { name: 'Checklist' });
    expect((screen.getByRole('button', { name: 'Usar modelo' }) as HTMLButtonElement).disabled).toBe(true);
    expect(app.calls.some((c) => c.name === 'UsarModeloTemplate')).toBe(false);
  });
});
