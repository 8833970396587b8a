import { expect, test } from '@playwright/test';
import { login, newPage } from './support';

test.describe('employees, invites and templates', () => {
  test('the owner creates an employee from the menu, who then logs in with the role given', async ({
    browser,
  }) => {
    const owner = await newPage(browser);
    await login(owner, 'dono@demo.campo');
    await owner
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Empresa' })
      .click();
    await owner.getByRole('menuitem', { name: 'Colaboradores' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Colaboradores' })).toBeVisible();
    await expect(owner.getByRole('grid', { name: 'Lista de colaboradores' })).toContainText(
      'supervisor@demo.campo',
    );

    await owner.getByRole('link', { name: 'Novo colaborador' }).click();
    await owner.getByRole('button', { name: 'Salvar' }).click();
    await expect(owner.getByText('Campo obrigatório').first()).toBeVisible();
    await owner.getByLabel('Nome', { exact: false }).first().fill('Paula');
    await owner.getByLabel(/^Sobrenome/).fill('Pereira');
    await owner.getByLabel(/^Telefone/).fill('(11) 97777-1234');
    await owner.getByLabel(/^Função/).selectOption({ label: 'Supervisor' });
    await owner.getByLabel(/^E-mail/).fill('paula@demo.campo');
    await owner.getByLabel(/^Senha\s*\*?$/).fill('Campo@2027');
    await owner.getByLabel(/^Confirmação da senha/).fill('Campo@2028');
    await owner.getByRole('button', { name: 'Salvar' }).click();
    await expect(owner.getByText('As senhas precisam ser iguais')).toBeVisible();
    await owner.getByLabel(/^Confirmação da senha/).fill('Campo@2027');
    await owner.getByRole('button', { name: 'Salvar' }).click();
    await expect(owner.getByText('Colaborador salvo com sucesso')).toBeVisible();
    const row = owner.getByRole('row').filter({ hasText: 'paula@demo.campo' });
    await expect(row).toContainText('Supervisor');
    await expect(row).toContainText('Ativo');

    const paula = await newPage(browser);
    await login(paula, 'paula@demo.campo', 'Campo@2027');
    await expect(paula.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

    await row.getByRole('button', { name: 'Desativar' }).click();
    await expect(owner.getByText('Colaborador desativado')).toBeVisible();
    await expect(row).toContainText('Inativo');
  });

  test('the owner invites e-mails with a role and sees them pending with a countdown', async ({
    browser,
  }) => {
    const owner = await newPage(browser);
    await login(owner, 'dono@demo.campo');
    await owner.goto('/#/employees');
    await owner.getByRole('button', { name: 'Convidar' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel(/^E-mail/).fill('convidada@fora.campo');
    await dialog.getByRole('button', { name: 'Enviar convites' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Selecione a função de cada convite');
    await dialog.getByLabel(/^Função/).selectOption({ label: 'Operador' });
    await dialog.getByLabel(/^Validade/).fill('3');
    await dialog.getByRole('button', { name: 'Enviar convites' }).click();
    await expect(owner.getByText('Convite enviado com sucesso')).toBeVisible();
    const invite = owner.getByRole('row').filter({ hasText: 'convidada@fora.campo' });
    await expect(invite).toContainText('Ativo');
    await expect(invite).toContainText(/Expira em 2 d 23 h/);
    await invite.getByRole('button', { name: 'Excluir convite para convidada@fora.campo' }).click();
    await expect(owner.getByText('Nenhum convite pendente.')).toBeVisible();
  });

  test('the template company manages templates; a company uses one through its link', async ({ browser }) => {
    const modelos = await newPage(browser);
    await login(modelos, 'modelos@campo.campo');
    await modelos.goto('/#/templates');
    await expect(modelos.getByRole('link', { name: 'Checklist de inspeção predial' })).toBeVisible();
    await modelos.getByRole('tab', { name: 'Categorias' }).click();
    await modelos.getByLabel(/^Nome da categoria/).fill('Agro E2E');
    await modelos.getByRole('button', { name: 'Adicionar categoria' }).click();
    await expect(modelos.getByRole('cell', { name: 'Agro E2E', exact: true })).toBeVisible();

    const owner = await newPage(browser);
    await login(owner, 'dono@demo.campo');
    await modelos.getByRole('tab', { name: 'Modelos' }).click();
    const href = await modelos
      .getByRole('row')
      .filter({ hasText: 'Checklist de inspeção predial' })
      .getByRole('link', { name: 'Link de uso' })
      .getAttribute('href');
    await owner.goto(`/${href}`);
    await expect(owner.getByRole('heading', { name: 'Checklist de inspeção predial' })).toBeVisible();
    await owner.getByRole('button', { name: 'Usar modelo' }).click();
    await expect(owner.getByText('copiado para a sua empresa')).toBeVisible();
    await expect(owner).toHaveURL(/#\/form\/new\?template=\d+&name=.+&copy=\d+/);
  });
});
