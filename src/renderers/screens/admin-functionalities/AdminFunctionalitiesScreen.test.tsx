import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const admin = { ...fixtureUser, id: 1, isAdmin: true };
const handlers = {
  GetFunctionalities: () => ({
    FUNCTIONALITIES: [
      { code: 'TASK', category: 'allActivities', plans: { TRIAL: 'EDIT', BUSINESS: 'EDIT' } },
      { code: 'PROJECT', category: 'projects', plans: { TRIAL: 'EDIT', ESSENTIAL: 'VIEW' } },
    ],
  }),
  SaveFunctionalities: () => ({}),
  ConsultarTodasEmpresasUsuarias: () => ({
    EMPRESAS: [{ id: 10, name: 'Demo', planName: 'BUSINESS', active: true, trial: false, blocked: false }],
  }),
  GetNextPermissionsAndLimits: () => ({
    PLAN_NAME: 'BUSINESS',
    PERMISSIONS: {
      functionalities: { TASK: 'EDIT', PROJECT: 'EDIT' },
      limits: { project: { allowed: true, hasLimit: true, limit: 20, limitUsed: 3, limitExceeded: false } },
    },
  }),
  UpdateCompanyNextPermissions: () => ({}),
};

describe('/admin/functionalities', () => {
  it('sends only the changed cells of the plan grid', async () => {
    const app = renderApp({ path: '/admin/functionalities', user: admin, handlers });
    const cell = await screen.findByRole('combobox', { name: 'Projetos no plano ESSENTIAL' });
    await userEvent.selectOptions(cell, 'DISABLE');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Todas as atividades no plano TRIAL' }),
      'VIEW',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Todas as atividades no plano TRIAL' }),
      'EDIT',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar 1 alteração' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SaveFunctionalities')).toBe(true));
    expect(app.calls.find((c) => c.name === 'SaveFunctionalities')?.params).toEqual({
      FUNCTIONALITIES: [{ code: 'PROJECT', plan: 'ESSENTIAL', level: 'DISABLE' }],
    });
  });

  it('edits one company: its levels and limits, "x de y usados"', async () => {
    const app = renderApp({ path: '/admin/functionalities', user: admin, handlers });
    await userEvent.click(await screen.findByRole('tab', { name: 'Por empresa' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Empresa' }), '10');
    expect(await screen.findByText('3 de 20 usados')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Projetos' }), 'DISABLE');
    const limit = screen.getByRole('spinbutton', { name: /Limite de Projetos/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'UpdateCompanyNextPermissions')).toBe(true));
    expect(app.calls.find((c) => c.name === 'UpdateCompanyNextPermissions')?.params).toEqual({
      COMPANY_ID: '10',
      PERMISSIONS: { functionalities: { PROJECT: 'DISABLE' }, limits: { project: 5 } },
    });
  });

  it('a company administrator gets page-not-found', async () => {
    const app = renderApp({ path: '/admin/functionalities', user: fixtureUser });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/page-not-found'));
  });
});
