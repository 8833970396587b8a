import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { command, login, newPage, shoot, skipTour } from './support';

// Issue 4: "open a shared asset with and without the password". The owner shares an asset from its
// page (link, password), a visitor without a session opens the link; the owner then removes the
// password and finally disables the sharing.
const ASSET = `Compressor compartilhado ${Date.now().toString(36)}`;
const SHARE_PASSWORD = 'segredo123';
const UNAVAILABLE = 'Compartilhamento desse descrição está indisponível, tente novamente mais tarde!';

/** The owner's tour is marked done (it would cover the page) and the asset to share is created. */
async function prepare(request: APIRequestContext) {
  const token = await skipTour(request);
  const types = await command(request, 'ListEntities', { ENTITY: 'assetType' }, token);
  const units = await command(request, 'ListEntities', { ENTITY: 'unit' }, token);
  const saved = await command(
    request,
    'SaveEntity',
    {
      ENTITY: 'asset',
      DATA: {
        name: ASSET,
        assetType: types.ITEMS[0].id,
        unit: units.ITEMS[0].id,
        attributes: [{ attributeName: 'Número de série', value: 'SN-E2E-001' }],
        shareShowProperties: true,
        shareShowTasks: true,
      },
    },
    token,
  );
  expect(saved.RESULT).toBe('1');
  return { typeName: String(types.ITEMS[0].name), unitTitle: String(units.ITEMS[0].title) };
}

/** Waits for the share command's answer to a click (the dialog then shows what the server said). */
async function shareAnswer(page: Page, act: () => Promise<void>) {
  const answered = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/command') && /COMMAND=CompartilharAtivo\b/.test(r.request().postData() ?? ''),
  );
  await act();
  expect((await (await answered).json()).ROOT.RESULT).toBe('1');
}

test('the owner shares an asset; a visitor opens it with and without the password', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { typeName, unitTitle } = await prepare(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);

  // The owner finds the asset in the list and opens its page.
  await page.goto('/#/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Ativos' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(ASSET);
  await expect(page.getByText('1–1 de 1')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(ASSET) })
    .getByRole('gridcell')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: ASSET })).toBeVisible();

  // Share with a password and read the link.
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  const dialog = page.getByRole('dialog', { name: `Compartilhar ${ASSET}` });
  await expect(dialog.getByText(/ainda não foi compartilhado/)).toBeVisible();
  const enabled = dialog.getByRole('switch', { name: 'Compartilhamento ativo' });
  await shareAnswer(page, () => enabled.click());
  await expect(enabled).toBeChecked();
  await dialog.getByLabel('Senha de acesso').fill(SHARE_PASSWORD);
  await shareAnswer(page, () => dialog.getByRole('button', { name: 'Salvar senha' }).click());
  await expect(dialog.getByText('Protegido por senha de acesso')).toBeVisible();
  const linkBox = dialog.getByRole('textbox', { name: 'Link público' });
  const link = await linkBox.inputValue();
  expect(link).toMatch(/\/#\/ticket\?token=\d+-/);
  await shoot(page, 'share-dialog');

  // A visitor without a session opens the link.
  const ticket = await newPage(browser);
  await ticket.goto(link);
  const passwordField = ticket.getByLabel(/^Senha de acesso/);
  await expect(passwordField).toBeVisible();
  await shoot(ticket, 'ticket-password');
  await passwordField.fill('errada');
  await ticket.getByRole('button', { name: 'Acessar' }).click();
  await expect(ticket.getByText('Senha de acesso incorreta')).toBeVisible();
  await passwordField.fill(SHARE_PASSWORD);
  await ticket.getByRole('button', { name: 'Acessar' }).click();
  await expectAsset(ticket, typeName, unitTitle);
  await shoot(ticket, 'ticket-asset');

  // Without the password the link opens directly.
  await shareAnswer(page, () => dialog.getByRole('button', { name: 'Remover senha' }).click());
  await expect(dialog.getByText('Sem senha de acesso')).toBeVisible();
  await ticket.reload();
  await expectAsset(ticket, typeName, unitTitle);
  await expect(ticket.getByLabel(/^Senha de acesso/)).toHaveCount(0);

  // Sharing disabled: the same link says it is unavailable.
  await shareAnswer(page, () => enabled.click());
  await expect(enabled).not.toBeChecked();
  await ticket.reload();
  await expect(ticket.getByText(UNAVAILABLE)).toBeVisible();
  await expect(ticket.getByRole('heading', { name: ASSET })).toHaveCount(0);
  await shoot(ticket, 'ticket-unavailable');
  await ticket.context().close();
});

async function expectAsset(ticket: Page, typeName: string, unitTitle: string) {
  await expect(ticket.getByRole('heading', { level: 1, name: ASSET })).toBeVisible();
  const details: Locator = ticket.getByRole('region', { name: ASSET });
  await expect(details).toContainText(typeName);
  await expect(details).toContainText(unitTitle);
  await expect(ticket.getByRole('region', { name: 'Propriedades' })).toContainText('SN-E2E-001');
  await expect(ticket.getByRole('region', { name: 'Tarefas' })).toBeVisible();
}
