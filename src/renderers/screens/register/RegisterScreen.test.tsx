import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('/register', () => {
  it('validates, registers, logs in, then onboarding completes to the landing page', async () => {
    let onboarded = false;
    const app = renderApp({
      path: '/register?template=42',
      handlers: {
        ConsultarOpcoesQuantidadeColaboradores: () => ({ OPCOES: [{ key: '5-9', label: '5 a 9' }] }),
        RegisterCompany: () => ({ AUTH_TOKEN: 'new', LOCALE: 'pt-BR' }),
        ConsultarUsuarioLogado: () => ({
          USUARIO_LOGADO: fixtureUser,
          FUNCTIONALITIES: allFunctionalities,
          ONBOARDING_COMPLETED: onboarded,
        }),
        CompleteOnboarding: () => ((onboarded = true), {}),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Criar conta' }));
    expect(screen.getAllByText('Campo obrigatório').length).toBeGreaterThan(4);
    expect(screen.getByText('É preciso aceitar os termos de uso')).toBeTruthy();
    expect(app.calls.some((c) => c.name === 'RegisterCompany')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /Nome completo/ }), 'Maria Dona');
    await userEvent.type(screen.getByRole('textbox', { name: /Nome da empresa/ }), 'Nova Agro');
    await userEvent.type(screen.getByRole('textbox', { name: /CNPJ da empresa/ }), '11.222.333/0001-81');
    await userEvent.type(screen.getByRole('textbox', { name: /Telefone/ }), '11987654321');
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-mail corporativo/ }),
      'Maria@NovaAgro.com.br',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Número de colaboradores/ }), '5-9');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'Campo@2026');
    await userEvent.type(screen.getByLabelText(/^Confirmação da senha/), 'Campo@2026');
    await userEvent.click(screen.getByRole('checkbox', { name: /termos de uso/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByRole('heading', { name: 'Boas-vindas, Maria!' })).toBeTruthy();
    expect(app.calls.find((c) => c.name === 'RegisterCompany')?.params).toEqual({
      NAME: 'Maria Dona',
      COMPANY_NAME: 'Nova Agro',
      CNPJ: '11.222.333/0001-81',
      PHONE: '11987654321',
      EMAIL: 'maria@novaagro.com.br',
      EMPLOYEES: '5-9',
      PASSWORD: 'Campo@2026',
      CONFIRMATION: 'Campo@2026',
      TERMS: 'true',
      TEMPLATE_ID: '42',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Começar a usar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/tasks'));
    expect(app.calls.some((c) => c.name === 'CompleteOnboarding')).toBe(true);
  });

  it('a signed-in user whose onboarding is pending is sent to register with onboarding open', async () => {
    const app = renderApp({ path: '/forms', user: fixtureUser, functionalities: allFunctionalities });
    app.runtime.session.setState({ onboardingCompleted: false });
    await waitFor(() => expect(app.router.state.location.search).toBe('?onboarding=1'));
    expect(await screen.findByRole('button', { name: 'Começar a usar' })).toBeTruthy();
  });
});
