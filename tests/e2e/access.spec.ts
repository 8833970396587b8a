import { expect, test, type Page } from '@playwright/test';
import { commandOk, login, newPage, tokenOf } from './support';

// Runs before foundation.spec.ts (files run in name order): the tour journey skips the owner's tour,
// which is saved on the server, so later owner logins are not interrupted by it.

function dayOffset(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return [d.getDate(), d.getMonth() + 1, d.getFullYear()].map((n) => String(n).padStart(2, '0')).join('/');
}

async function companyMenuItems(page: Page): Promise<string[]> {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Empresa' })
    .click();
  const items = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

test.describe('access: roles, functionalities, plans and the tour', () => {
  test('the guided tour appears for the owner on a desktop screen and can be skipped for good', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, 'dono@demo.campo');
    const tour = page.getByRole('dialog', { name: 'Boas-vindas ao Campo' });
    await expect(tour).toBeVisible({ timeout: 15_000 });
    await expect(tour.getByText('Passo 1 de 7')).toBeVisible();
    await tour.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByRole('dialog').getByText('Passo 2 de 7')).toBeVisible();
    await page.getByRole('button', { name: 'Pular tour' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // Skipping was saved: a new login does not bring it back.
    await page.reload();
    await page.waitForTimeout(9_000);
    await expect(page.getByRole('dialog', { name: /Boas-vindas|Colaboradores/ })).toBeHidden();
  });

  test('the viewer cannot open edit routes nor the administrator pages', async ({ page }) => {
    await login(page, 'visualizador@demo.campo');
    await page.goto('/#/task/new');
    await expect(page).toHaveURL(/#\/security/);
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await page.goto('/#/permissions/158');
    await expect(page).not.toHaveURL(/#\/permissions/);
    await page.getByRole('button', { name: /^Menu do usuário de/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Meu perfil' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Permissões' })).toHaveCount(0);
  });

  test('the owner turns a functionality off for the company and the menu item leaves within one refresh', async ({
    page,
    browser,
  }) => {
    const supervisor = await newPage(browser);
    await login(supervisor, 'supervisor@demo.campo');
    expect(await companyMenuItems(supervisor)).toContain('Clientes');

    await login(page, 'dono@demo.campo');
    await page.goto('/#/company-data');
    const clients = page.getByRole('radiogroup', { name: 'Clientes' });
    await clients.getByRole('radio', { name: 'Sem acesso' }).check();
    await page.getByRole('button', { name: 'Salvar funcionalidades' }).click();
    await expect(page.getByText('Funcionalidades da empresa salvas')).toBeVisible();
    expect(await companyMenuItems(page)).not.toContain('Clientes');

    // The supervisor's permissions refresh every 10 s.
    await expect
      .poll(() => companyMenuItems(supervisor), { timeout: 15_000, intervals: [2_000] })
      .not.toContain('Clientes');
    await supervisor.goto('/#/clients');
    await expect(supervisor).toHaveURL(/#\/security/);

    await page.goto('/#/company-data');
    await page.getByRole('radiogroup', { name: 'Clientes' }).getByRole('radio', { name: 'Editor' }).check();
    await page.getByRole('button', { name: 'Salvar funcionalidades' }).click();
    await expect(page.getByText('Funcionalidades da empresa salvas').last()).toBeVisible();
    await supervisor.context().close();
  });

  test('a blocked plan sends a non-owner to the subscription error page; the owner still gets in', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await tokenOf(request, 'admin');
    const owner = await tokenOf(request, 'dono@demo.campo');
    const demoId = (await commandOk(request, 'ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, owner))
      .USUARIO_LOGADO.companyId;
    await commandOk(
      request,
      'AdminUpdateCompanyPlan',
      { COMPANY_ID: demoId, DATA: { active: false, endDate: dayOffset(-60) } },
      admin,
    );
    try {
      await login(page, 'supervisor@demo.campo');
      await expect(page).toHaveURL(/#\/plan_subscription_error/);
      await expect(page.getByRole('heading', { name: 'Acesso suspenso' })).toBeVisible();
      await page.goto('/#/tasks');
      await expect(page).toHaveURL(/#\/plan_subscription_error/);

      const ownerPage = await newPage(browser);
      await login(ownerPage, 'dono@demo.campo');
      await ownerPage.goto('/#/plan');
      await expect(ownerPage).toHaveURL(/#\/plan$/);
      await expect(ownerPage.getByTestId('plan-status')).toBeVisible();
      await ownerPage.context().close();
    } finally {
      await commandOk(
        request,
        'AdminUpdateCompanyPlan',
        { COMPANY_ID: demoId, DATA: { active: true, endDate: dayOffset(365) } },
        admin,
      );
    }
  });
});
