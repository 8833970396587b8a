import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { DEMO_PHOTOS } from '../../src/server/demo/demoPhotos';
import { commandOk, login, OWNER, shoot, skipTour } from './support';

// Issue 13's image leftovers, end to end on the demo data: the finished maintenance's photos reach the
// "Imagens (zip)" download from the task list, and a client's profile image shows in the client list as
// a thumbnail (never as its id).

const TASK = "Manutenção corretiva da bomba d'água";

test('the demo maintenance photos come in the "Imagens (zip)" asked from the task list', async ({
  page,
  request,
}, info) => {
  await skipTour(request, OWNER);
  await login(page);
  await page.goto(`/#/tasks?tab=history&q=${encodeURIComponent('bomba d')}`);
  await page.getByRole('checkbox', { name: `Selecionar ${TASK}` }).check();
  await page.getByRole('button', { name: 'Baixar', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Imagens (zip)' }).click();
  await page.getByRole('button', { name: /^Downloads/ }).click();
  const panel = page.getByRole('dialog', { name: 'Downloads' });
  const zip = panel.getByRole('listitem', { name: /\.zip: Pronto$/ }).first();
  await expect(zip).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'images-zip-ready');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    zip.getByRole('button', { name: 'Baixar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const path = info.outputPath('imagens.zip');
  await download.saveAs(path);
  const files = await JSZip.loadAsync(await readFile(path));
  const names = Object.keys(files.files).sort();
  expect(names).toHaveLength(DEMO_PHOTOS.length);
  expect(names.every((name) => /^\d+_fotos_\d\.png$/.test(name))).toBe(true);
  const first = await files.file(names[0]!)!.async('nodebuffer');
  expect(first.equals(Buffer.from(DEMO_PHOTOS[0]!.base64, 'base64'))).toBe(true);
});

test("a client's profile image is a thumbnail in the client list", async ({ page, request }) => {
  const token = await skipTour(request, OWNER);
  const sent = await request.post('/api/command', {
    multipart: {
      COMMAND: 'EnviarImagem',
      PARSER: 'JSON',
      AUTH_TOKEN: token,
      'CMD.FILE': {
        name: 'ana.png',
        mimeType: 'image/png',
        buffer: Buffer.from(DEMO_PHOTOS[1]!.base64, 'base64'),
      },
    },
  });
  const image = ((await sent.json()) as { ROOT: { IMAGEM: { fileId: string } } }).ROOT.IMAGEM.fileId;
  const name = `Ana Miniatura ${Date.now() % 100000}`;
  await commandOk(request, 'SaveEntity', { ENTITY: 'client', DATA: { name, profileImage: image } }, token);
  const columns = (hidden: string[]) => ({
    ENTITY: 'client',
    COLUMNS: {
      order: ['name', 'profileImage', 'email', 'cnpj', 'cpf', 'phone', 'responsibleName', 'address'],
      hidden,
      savedAt: Date.now(),
    },
  });
  await commandOk(request, 'SaveListColumns', columns([]), token);
  try {
    await login(page);
    await page.goto('/#/clients');
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(name);
    const grid = page.getByRole('grid');
    const thumbnail = grid.getByRole('img', { name: `Imagem de perfil de ${name}` });
    await expect(thumbnail).toBeVisible();
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(grid).not.toContainText(image);
    await shoot(page, 'client-list-thumbnail');
  } finally {
    await commandOk(request, 'SaveListColumns', columns(['profileImage', 'cpf', 'responsibleName']), token);
  }
});
