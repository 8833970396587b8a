import { expect, test } from '@playwright/test';
import { login, newPage, shoot, skipTour } from './support';

// Libraries (issue: libraries and client portal): the owner creates a library and a sub-library, uploads
// a file with an accented name (stored under its sanitised name), downloads it, shares it, and the
// public /arquivo page shows it to anyone with the link.
const SUFFIX = Date.now().toString(36);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAQCAIAAAAphe5+AAAAdElEQVR42rXCoRGEAAADwdSSFl4ikUgkEolEIpFIVAaJC01+Fbez6k9o/4JWB7aHoNWR7TFodWJ7Clqd2Z6DVhe2l6DVle01aHVjewta3dneg1YPto+g1ZPtM2j1YvsKWr3ZvoNWH7afoNWX7Tdo9WP7C/oPFP2GPdXWCfUAAAAASUVORK5CYII=',
  'base64',
);

test('the owner builds a library tree, uploads, downloads and shares a file', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await skipTour(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);

  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Empresa' })
    .click();
  await page.getByRole('menuitem', { name: 'Bibliotecas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bibliotecas' })).toBeVisible();

  const main = `Manuais ${SUFFIX}`;
  await page.getByRole('link', { name: 'Nova biblioteca' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova biblioteca' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nome/ }).fill(main);
  await shoot(page, 'library-form');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Biblioteca salva com sucesso')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bibliotecas' })).toBeVisible();

  await page.getByRole('link', { name: 'Nova sub-biblioteca' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova sub-biblioteca' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nome/ }).fill(`Elétrica ${SUFFIX}`);
  await page.getByRole('switch', { name: 'Acesso restrito' }).check();
  await page.getByRole('combobox', { name: 'Funções' }).click();
  await page.getByRole('option', { name: 'Supervisor' }).click();
  await page.keyboard.press('Escape');
  await shoot(page, 'library-sub-form');
  await page.getByRole('button', { name: 'Salvar' }).click();
  // The first save's toast may still be shown.
  await expect(page.getByText('Biblioteca salva com sucesso').last()).toBeVisible();
  const tree = page.getByRole('list', { name: 'Bibliotecas' });
  await expect(tree.getByText(main)).toBeVisible();
  await expect(tree.getByText(`Elétrica ${SUFFIX}`)).toBeVisible();

  await page.getByLabel('Escolher arquivos').setInputFiles({
    name: 'Relatório Técnico (1).png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Arquivo Relatorio_Tecnico_1.png enviado')).toBeVisible();
  const files = page.getByRole('list', { name: 'Arquivos' });
  await expect(files.getByText('Relatorio_Tecnico_1.png')).toBeVisible();
  await shoot(page, 'library-list');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar Relatorio_Tecnico_1.png' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Relatorio_Tecnico_1.png');

  await page.getByRole('button', { name: 'Compartilhar Relatorio_Tecnico_1.png' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link público de Relatorio_Tecnico_1.png' });
  const linkBox = dialog.getByRole('textbox', { name: 'Copiar link' });
  await expect(linkBox).toHaveValue(/\/#\/arquivo\?token=/);
  const link = await linkBox.inputValue();
  await shoot(page, 'library-share');
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  // Deleting the main library is refused while it has a sub-library.
  await tree.getByText(main).click();
  await page.getByRole('link', { name: 'Editar' }).click();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Excluir biblioteca' }).click();
  await expect(
    page.getByText('Esta biblioteca tem sub-bibliotecas: exclua-as antes de excluir a biblioteca'),
  ).toBeVisible();

  const publicPage = await newPage(browser);
  await publicPage.goto(new URL(link).hash ? `/${new URL(link).hash}` : link);
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Relatorio_Tecnico_1.png' })).toBeVisible();
  await expect(
    publicPage.getByRole('img', { name: 'Pré-visualização de Relatorio_Tecnico_1.png' }),
  ).toBeVisible();
  await expect(publicPage.getByRole('button', { name: 'Baixar' })).toBeVisible();
  await shoot(publicPage, 'public-file');
  await publicPage.goto('/#/arquivo?token=1-nada');
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Arquivo indisponível' })).toBeVisible();
  await shoot(publicPage, 'public-file-unavailable');
  await publicPage.context().close();
});
