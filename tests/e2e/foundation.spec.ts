import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from './support';

/**
 * Not support's login: the login flow itself is under test here, so this stops at the click and each
 * test checks what follows.
 */
async function login(page: Page, username: string, password = PASSWORD) {
  await page.goto('/#/login');
  await page.getByLabel('E-mail ou usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test.describe('foundation: login to logout', () => {
  test('the owner logs in, sees the header menus, opens the profile, reloads and logs out', async ({
    page,
  }) => {
    // Upper-case input: the username is lower-cased before it is sent.
    await login(page, 'DONO@demo.campo');
    await expect(page.getByText('Login realizado com sucesso')).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toBeVisible();
    for (const menu of ['Painel', 'Formulários', 'Atividades', 'Empresa']) {
      await expect(nav.getByRole('button', { name: menu })).toBeVisible();
    }
    // Projects are not built yet: no menu leads to an "Em breve" page.
    await expect(nav.getByRole('button', { name: 'Projetos' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Empresa' }).click();
    await expect(page.getByRole('menuitem', { name: 'Clientes' })).toBeVisible();
    await page.keyboard.press('Escape');

    const userMenu = page.getByRole('button', { name: /^Menu do usuário de/ });
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Meu perfil' }).click();
    await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
    await expect(page.getByLabel(/^Nome/)).not.toHaveValue('');
    await expect(page).toHaveURL(/#\/profile$/);

    // A reload keeps the session and the page.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
    await expect(page).toHaveURL(/#\/profile$/);

    await page.getByRole('button', { name: /^Menu do usuário de/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page.getByText('Você saiu do sistema')).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);

    // The token was revoked: protected pages send back to login with the redirect.
    await page.goto('/#/profile');
    await expect(page).toHaveURL(/#\/login\?redirect=/);
  });

  test('a wrong password shows the error and stays on login', async ({ page }) => {
    await login(page, 'dono@demo.campo', 'errada-123');
    await expect(page.getByText('Usuário ou senha incorretos')).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
    await expect(page.getByLabel('E-mail ou usuário')).toBeVisible();
  });

  test('a shared (rotating) user is warned and logged out', async ({ page }) => {
    await login(page, 'rotativo@demo.campo');
    await expect(page.getByText(/Usuários rotativos não podem acessar o sistema web/)).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
  });

  test('a phone-sized screen collapses the header into a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, 'supervisor@demo.campo');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('link', { name: 'Todas as atividades' })).toBeVisible();
  });

  test('unknown paths show page-not-found with a way home', async ({ page }) => {
    await login(page, 'dono@demo.campo');
    await expect(page.getByText('Login realizado com sucesso')).toBeVisible();
    await page.goto('/#/nao/existe');
    await expect(page).toHaveURL(/#\/page-not-found/);
  });
});
