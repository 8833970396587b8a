import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testPlan } from '../../runtime/testing/fakeSession';
import { allFunctionalities } from '../testing/allFunctionalities';
import { fixtureUser } from '../testing/fixtureUser';
import { renderApp } from '../testing/renderApp';

describe('session shell', () => {
  it('clears lookup picks and address searches on navigation', async () => {
    const app = renderApp({ path: '/profile', user: fixtureUser, functionalities: allFunctionalities });
    await screen.findByRole('heading', { level: 1, name: 'Meu perfil' });
    app.runtime.lookups.getState().select('client', { id: 4 });
    await act(() => app.router.navigate('/security'));
    await waitFor(() => expect(app.runtime.lookups.getState().selected).toEqual({}));
  });

  it('the owner sees the guided tour 7 s after login and can skip it', async () => {
    const app = renderApp({
      path: '/profile',
      user: fixtureUser,
      functionalities: allFunctionalities,
      tour: true,
      handlers: { SaveUserTourSettings: () => ({}), WebhookTrigger: () => ({}) },
    });
    const tour = await screen.findByRole('dialog', { name: 'Boas-vindas ao Campo' }, { timeout: 9000 });
    expect(tour.textContent).toContain('Passo 1 de 7');
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('dialog', { name: 'Colaboradores' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pular tour' }));
    await waitFor(() => expect(screen.queryByTestId('guided-tour')).toBeNull());
    const saved = app.calls.filter((c) => c.name === 'SaveUserTourSettings').at(-1);
    expect(JSON.parse(String(saved?.params.TOUR_SETTINGS))).toMatchObject({ skip: true });
  }, 20000);

  it('the owner with 15 overdue days sees the payment alert', async () => {
    const app = renderApp({ path: '/profile', user: fixtureUser, functionalities: allFunctionalities });
    app.runtime.session.setState({ plan: { ...testPlan, paymentOverdueDays: 15 } });
    // The timers start with the session: sign in again as the same owner with the overdue plan.
    act(() => app.runtime.session.setState({ user: { ...fixtureUser, id: 3 } }));
    expect(await screen.findByRole('dialog', { name: 'Pagamento em atraso' })).toBeTruthy();
  });
});
