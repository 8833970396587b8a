import { expect, test, type APIRequestContext } from '@playwright/test';
import { command, login, newPage, shoot, skipTour } from './support';

// Client portal (issue: libraries and client portal): the owner configures a client's portal with a
// password, an accent colour and a banner; the public link, opened without login, asks for the password,
// refuses a wrong one and then shows the client in the portal's colours.
const CLIENT = `Padaria Portal ${Date.now().toString(36)}`;
const BANNER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAQCAIAAAAphe5+AAAAdElEQVR42rXCoRGEAAADwdSSFl4ikUgkEolEIpFIVAaJC01+Fbez6k9o/4JWB7aHoNWR7TFodWJ7Clqd2Z6DVhe2l6DVle01aHVjewta3dneg1YPto+g1ZPtM2j1YvsKWr3ZvoNWH7afoNWX7Tdo9WP7C/oPFP2GPdXWCfUAAAAASUVORK5CYII=',
  'base64',
);

/** The owner's tour is marked done (it would cover the page) and the client is created; its id. */
async function prepare(request: APIRequestContext): Promise<number> {
  const token = await skipTour(request);
  const saved = await command(
    request,
    'SaveEntity',
    { ENTITY: 'client', DATA: { name: CLIENT, email: 'contato@padaria.com.br', phone: '81987654321' } },
    token,
  );
  return saved.ID as number;
}

test('the owner configures a client portal and a visitor opens it with the password', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const clientId = await prepare(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);

  await page.goto(`/#/client/view/${clientId}`);
  await expect(page.getByRole('heading', { level: 1, name: CLIENT })).toBeVisible();
  await page.getByRole('link', { name: 'Portal do cliente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Central do cliente' })).toBeVisible();
  await expect(page.getByText(`Portal do cliente ${CLIENT}`)).toBeVisible();

  await page.getByLabel(/^Senha de acesso/).fill('portal2026');
  await page.getByLabel('Cor de destaque').fill('#aa3300');
  await page
    .getByLabel('Escolher banner')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: BANNER });
  await page.getByRole('switch', { name: 'Mostrar contatos extras' }).check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Portal do cliente salvo com sucesso')).toBeVisible();
  await expect(page.getByText('Há uma senha definida. Digite outra para trocá-la.')).toBeVisible();
  const linkBox = page.getByRole('textbox', { name: 'Link público' });
  await expect(linkBox).toHaveValue(/\/#\/client-center\//);
  await expect(page.getByRole('img', { name: 'QR code do link do portal' })).toBeVisible();
  const link = await linkBox.inputValue();
  await shoot(page, 'client-portal-config');

  const portal = await newPage(browser);
  await portal.goto(`/${new URL(link).hash}`);
  await expect(portal.getByRole('heading', { level: 1, name: 'Portal protegido' })).toBeVisible();
  await shoot(portal, 'client-portal-password');
  await portal.getByLabel(/^Senha de acesso/).fill('errada');
  await portal.getByRole('button', { name: 'Entrar' }).click();
  await expect(portal.getByRole('alert')).toHaveText('Senha de acesso incorreta');
  await portal.getByLabel(/^Senha de acesso/).fill('portal2026');
  await portal.getByRole('button', { name: 'Entrar' }).click();
  await expect(portal.getByRole('heading', { level: 1, name: CLIENT })).toBeVisible();
  await expect(portal.getByRole('img', { name: `Banner de ${CLIENT}` })).toBeVisible();
  await expect(portal.locator('header')).toHaveCSS('background-color', 'rgb(170, 51, 0)');
  await expect(portal.getByText('Nenhuma atividade')).toBeVisible();
  await expect(portal.getByText('contato@padaria.com.br')).toBeVisible();
  await shoot(portal, 'client-portal-public');

  await portal.goto('/#/client-center/1-nada');
  await expect(portal.getByRole('heading', { level: 1, name: 'Portal indisponível' })).toBeVisible();
  await portal.context().close();
});
