import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('/plan', () => {
  it('shows the plan computed from the backend fields', async () => {
    renderApp({
      path: '/plan',
      user: fixtureUser,
      handlers: {
        GetCompanyPlanFromBackend: () => ({
          PLAN_ID: 3,
          PLAN_NAME: 'business 2024',
          USED_LICENSES: 7,
          LICENSES: 10,
          FREE_LICENSES: 2,
          ACTIVE: false,
          END_DATE: '01/05/2026',
          END_TRIAL_DATE: null,
          MISSING_INVOICE_DATA: false,
          IS_TRIAL: false,
          CURRENT_SERVER_DATE: '06/05/2026',
          DAYS_TO_CANCEL: 10,
        }),
      },
    });
    expect((await screen.findByTestId('plan-name'))?.textContent).toContain('BUSINESS');
    expect(screen.getByTestId('plan-status')?.textContent).toContain('Cancelado');
    expect(screen.getByText('Licenças em uso').nextSibling?.textContent).toContain('7');
    expect(screen.getByText('Licenças contratadas').nextSibling?.textContent).toContain('10');
    expect(screen.getByText('Fim do período').nextSibling?.textContent).toContain('01/05/2026');
    expect(screen.getByText(/atrasado há 5 dias/)).toBeTruthy();
  });
});
