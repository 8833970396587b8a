import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Client portal (issue: libraries and client portal): the owner configures a client's portal with a
// password, an accent colour and a banner; the public link, opened without login, asks for the password,
// refuses a wrong one and then shows the client in the portal's colours.
const PASSWORD = 'Campo@2026';
const OWNER = 'dono@demo.campo';
const CLIENT = `Padaria Portal ${Date.now().toString(36)}`;
const BANNER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAQCAIAAAAphe5+AAAAdElEQVR42rXCoRGEAAADwdSSFl4ikUgkEolEIpFIVAaJC01+Fbez6k9o/4JWB7aHoNWR7TFodWJ7Clqd2Z6DVhe2l6DVle01aHVjewta3dneg1YPto+g1ZPtM2j1YvsKWr3ZvoNWH7afoNWX7Tdo9WP7C/oPFP2GPdXWCfUAAAAASUVORK5CYII=',
  'base64',
);

async function api(request: APIRequestContext) {
  const post = async (form: Record<string, string>) =>
    (await (await request.post('/api/command', { form })).json()).ROOT;
  const login = await post({
    COMMAND: 'Login',
    PARSER: 'JSON',
    'CMD.USERNAME': OWNER,
    'CMD.PASSWORD': PASSWORD,
  });
  await post({
    COMMAND: 'SaveUserTourSettings',
    PARSER: 'JSON',
    AUTH_TOKEN: login.AUTH_TOKEN,
    'CMD.TOUR_SETTINGS': JSON.stringify({ skip: true, tours: { main: { done: true } } }),
  });
  const saved = await post({
    COMMAND: 'SaveEntity',
    PARSER: 'JSON',
    AUTH_TOKEN: login.AUTH_TOKEN,
    'CMD.ENTITY': 'client',
    'CMD.DATA': JSON.stringify({ name: CLIENT, email: 'contato@padaria.com.br', phone: '81987654321' }),
  });
  return saved.ID as number;
}

async function login(page: Page) {
  await page.goto('/#/login');
  await page.getByLabel('E-mail ou usuário').fill(OWNER);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Login realizado com sucesso')).toBeVisible();
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `reports/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the owner configures a client portal and a visitor opens it with the password', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const clientId = await api(request);
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

  const visitor = await browser.newContext({ locale: 'pt-BR' });
  const portal = await visitor.newPage();
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
  await visitor.close();
});
