import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testPlan } from '../../../runtime/testing/fakeSession';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const operator = {
  ...fixtureUser,
  isCompanyOwner: false,
  isCompanyAdmin: false,
  personId: 5,
  ownerName: 'Maria',
};

describe('/plan_subscription_error', () => {
  it('a non-owner on a blocked plan lands here and is told to contact the person responsible', async () => {
    const app = renderApp({ path: '/tasks', user: operator, functionalities: { TASK: 'VIEW' } });
    app.runtime.session.setState({ plan: { ...testPlan, trial: true, blocked: true } });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/plan_subscription_error'));
    expect((await screen.findByText(/Seu período de teste expirou/)).textContent).toMatch(
      /responsável pela conta/,
    );
    expect(screen.queryByRole('link', { name: 'Ver plano' })).toBeNull();
  });

  it.each([
    [{ blocked: true, paymentOverdueDays: 40 }, /Conta bloqueada/],
    [{ blocked: false, paymentOverdueDays: 3 }, /Seu plano foi cancelado/],
  ])('wording per state %o', async (patch, text) => {
    const app = renderApp({ path: '/plan_subscription_error', user: operator });
    app.runtime.session.setState({ plan: { ...testPlan, ...patch } });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('the owner gets a link to the plan', async () => {
    const app = renderApp({ path: '/plan_subscription_error', user: fixtureUser });
    app.runtime.session.setState({ plan: { ...testPlan, blocked: true, paymentOverdueDays: 30 } });
    expect((await screen.findByRole('link', { name: 'Ver plano' })).getAttribute('href')).toBe('/plan');
  });
});
