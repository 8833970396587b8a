import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const EMPRESA = {
  id: 10,
  name: 'Demo Campo',
  cnpj: '',
  contact: 'Maria',
  phone: '',
  segmentId: 194,
  amountOfColaborators: '1-4',
  customization: { labels: {}, primaryColor: '#00796b' },
};
const handlers = {
  ConsultarDadosEmpresa: () => ({ EMPRESA }),
  ConsultarOpcoesQuantidadeColaboradores: () => ({
    OPCOES: [
      { key: '1-4', label: '1 a 4' },
      { key: '5-9', label: '5 a 9' },
    ],
  }),
  SalvarDadosEmpresa: () => ({ EMPRESA }),
  ConsultarUsuarioLogado: () => ({ USUARIO_LOGADO: fixtureUser, FUNCTIONALITIES: allFunctionalities }),
  GetCompanyPlanFromBackend: () => ({ PLAN: null }),
  SalvarFuncionalidadesEmpresa: () => ({}),
  ConsultarFuncionalidadesEmpresa: () => ({
    FUNCIONALIDADES: [
      { code: 'CLIENT', category: 'clients', ceiling: 'EDIT', level: 'EDIT' },
      { code: 'TASK', category: 'allActivities', ceiling: 'EDIT', level: 'EDIT' },
      { code: 'SUPERSET_DASHBOARD', category: 'advancedPanel', ceiling: 'DISABLE', level: 'DISABLE' },
    ],
  }),
};

describe('/company-data', () => {
  it('saves company fields, the unit term and the brand colour', async () => {
    const app = renderApp({
      path: '/company-data',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers,
    });
    const phone = await screen.findByRole('textbox', { name: 'Telefone' });
    await userEvent.type(phone, '11987654321');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Segmento' }), '18');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Número de colaboradores' }), '5-9');
    await userEvent.type(screen.getByRole('textbox', { name: /"Unidades" \(plural\)/ }), 'Fazendas');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SalvarDadosEmpresa')).toBe(true));
    expect(app.calls.find((c) => c.name === 'SalvarDadosEmpresa')?.params).toEqual({
      DATA: {
        name: 'Demo Campo',
        cnpj: '',
        contact: 'Maria',
        phone: '(11) 98765-4321',
        segmentId: 18,
        amountOfColaborators: '5-9',
        customization: { labels: { 'terms.units': 'Fazendas' }, primaryColor: '#00796b' },
      },
    });
  });

  it('refuses an invalid CNPJ before sending', async () => {
    const app = renderApp({
      path: '/company-data',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers,
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'CNPJ' }), '11111111111111');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('CNPJ inválido')).toBeTruthy();
    expect(app.calls.some((c) => c.name === 'SalvarDadosEmpresa')).toBe(false);
  });

  it('the company customisation renames units in the menu', async () => {
    const user = { ...fixtureUser, companyCustomization: '{"labels":{"terms.units":"Fazendas"}}' };
    renderApp({ path: '/company-data', user, functionalities: allFunctionalities, handlers });
    await userEvent.click(await screen.findByRole('button', { name: 'Empresa' }));
    expect(await screen.findByRole('menuitem', { name: 'Fazendas' })).toBeTruthy();
  });

  it('turning a functionality off for the company sends only that change and refreshes the menus', async () => {
    const app = renderApp({
      path: '/company-data',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers,
    });
    const advanced = await screen.findByRole('radiogroup', { name: 'Painel avançado' });
    await waitFor(() =>
      expect((within(advanced).getByRole('radio', { name: 'Editor' }) as HTMLInputElement).disabled).toBe(
        true,
      ),
    );
    const clients = screen.getByRole('radiogroup', { name: 'Clientes' });
    await userEvent.click(within(clients).getByRole('radio', { name: 'Sem acesso' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar funcionalidades' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SalvarFuncionalidadesEmpresa')).toBe(true));
    expect(app.calls.find((c) => c.name === 'SalvarFuncionalidadesEmpresa')?.params).toEqual({
      FUNCTIONALITIES: { CLIENT: 'DISABLE' },
    });
    await waitFor(() => expect(app.calls.some((c) => c.name === 'ConsultarUsuarioLogado')).toBe(true));
  });
});
