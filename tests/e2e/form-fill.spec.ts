import { expect, test } from '@playwright/test';
import { command, login, OPERATOR, shoot, skipTour } from './support';

// Issue 5's filling journey: the operator fills the demo safety inspection (a non-compliance opening the
// immediate actions group, a photo and a drawn signature), finishes it and views the finished document.
const FORM = 'Inspeção de segurança do trabalho';
/** A 16×16 PNG (a red square), the photo sent. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAGklEQVR4nGP4z8BAEhrVMKphVMOohmGmAQA8vf8B0Pg+3wAAAABJRU5ErkJggg==',
  'base64',
);

test('the operator fills the safety inspection with a photo and a signature, finishes and views it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await skipTour(request, OPERATOR);
  const { MODELOS } = (await command(request, 'ListarModelos', { PARA_PREENCHER: true }, token)) as {
    MODELOS: Array<{ id: number; name: string }>;
  };
  const form = MODELOS.find((m) => m.name === FORM);
  expect(form, 'the demo inspection form').toBeTruthy();

  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, OPERATOR);
  await page.goto(`/#/form/view/${form!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: FORM })).toBeVisible();

  // Finishing empty lists what is missing and takes the focus to the first one.
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText(/Corrija \d+ problemas antes de finalizar/)).toBeVisible();
  await expect(page.getByLabel(/^Inspetor responsável/)).toBeFocused();

  await page.getByLabel('Título').fill('Canteiro Boa Vista');
  await page.getByLabel(/^Inspetor responsável/).fill('Otávio Operador');
  await page.getByLabel(/^Data da inspeção/).fill('2026-11-21');
  await expect(page.getByRole('heading', { name: 'Ações imediatas' })).toBeHidden();
  await page.locator('[data-field="epi"]').getByRole('radio', { name: 'Não conforme' }).check();
  await expect(page.getByRole('heading', { name: 'Ações imediatas' })).toBeVisible();
  // 'Não conforme' asks its action plan: an observation and a photo, stored with the document.
  const epi = page.locator('[data-field="epi"]');
  await expect(epi.getByText('Plano de ação', { exact: true })).toBeVisible();
  await epi.getByLabel(/^Observação/).fill('Dois trabalhadores sem capacete.');
  await epi
    .locator('input[type=file]')
    .last()
    .setInputFiles({ name: 'epi.png', mimeType: 'image/png', buffer: PNG });
  await expect(epi.getByRole('img', { name: 'epi.png' })).toBeVisible();
  for (const id of ['extintores', 'sinalizacao', 'eletrica', 'saidas'])
    await page.locator(`[data-field="${id}"]`).getByRole('radio', { name: 'Conforme', exact: true }).check();
  await expect(page.getByLabel('Nota da inspeção')).toHaveValue('40');
  await expect(page.getByText('Pontuação: 40')).toBeVisible();
  await page.getByLabel(/^Ação tomada no local/).fill('Trabalhador afastado até receber os EPIs.');

  await page
    .locator('[data-field="fotos_gerais"] input[type=file]')
    .last()
    .setInputFiles({ name: 'canteiro.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.locator('[data-field="fotos_gerais"]').getByRole('img', { name: 'canteiro.png' }),
  ).toBeVisible();

  const pad = page.getByRole('img', { name: 'Área de assinatura de Assinatura do inspetor' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++)
    await page.mouse.move(
      box.x + box.width * (0.15 + i * 0.035),
      box.y + box.height * (0.6 - Math.sin(i / 2) * 0.25),
    );
  await page.mouse.up();
  await expect(page.locator('[data-field="assinatura"]').getByRole('status')).toHaveText('Desenho salvo');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'form-fill');

  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/#\/finished_form\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Canteiro Boa Vista' })).toBeVisible();
  await expect(page.getByText('Finalizado', { exact: true })).toBeVisible();
  await expect(page.getByText('Pontuação: 40')).toBeVisible();
  await expect(page.getByLabel(/^Inspetor responsável/)).toHaveValue('Otávio Operador');
  await expect(page.getByRole('img', { name: 'canteiro.png' })).toBeVisible();
  await expect(page.getByText('Dois trabalhadores sem capacete.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'epi.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Área de assinatura de Assinatura do inspetor' })).toBeVisible();
  const photo = page.getByRole('img', { name: 'canteiro.png' });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
  await expect(page.getByRole('link', { name: 'Continuar preenchimento' })).toHaveCount(0);
  await shoot(page, 'finished-form');
});
