import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { login, newPage, OPERATOR, shoot, skipTour } from './support';

// Issue 5's journey: the owner builds a form with one field of every type, a conditional group and a table
// whose result feeds a formula, saves it (version 1), reopens and saves again (version 2), and finds it in
// the form list; then the operator fills that very form (the conditional group's trigger, a table row, a
// photo and a drawn signature), finishes it and views the finished document. Screenshots of the editor,
// the filled form and the finished document at 1280 and 360 px.
/** A 16×16 PNG (a red square), the photo sent. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAGklEQVR4nGP4z8BAEhrVMKphVMOohmGmAQA8vf8B0Pg+3wAAAABJRU5ErkJggg==',
  'base64',
);
const NAME = 'Vistoria completa E2E';
const ptBR = JSON.parse(readFileSync('metadata/i18n/pt-BR.json', 'utf8')) as {
  fieldTypes: Record<string, string>;
};
const TYPES = readdirSync('metadata/field-types')
  .filter((f) => f.endsWith('.json'))
  .map(
    (f) =>
      JSON.parse(readFileSync(join('metadata/field-types', f), 'utf8')) as { id: string; family: string },
  );

/** The field settings drawer of a field, once opened. */
const panelOf = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: `Configurações do campo ${name}` });

async function closePanel(page: Page, name: string) {
  await panelOf(page, name).getByRole('button', { name: 'Fechar' }).click();
  await expect(panelOf(page, name)).toBeHidden();
}

test('the owner builds a form with every field type and saves it twice; the operator fills it, finishes and views it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  await skipTour(request);
  await skipTour(request, OPERATOR);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  await page.goto('/#/form/new');
  const name = page.getByLabel('Nome do formulário');
  await name.fill(NAME);

  // One field of every type, from the palette (labels come from the field-type metadata).
  const palette = page.getByRole('region', { name: 'Tipos de campo' });
  for (const type of TYPES) {
    const label = ptBR.fieldTypes[type.id]!;
    await palette.getByRole('button', { name: `Adicionar campo ${label}`, exact: true }).click();
    await closePanel(page, label);
  }
  const first = page.getByRole('region', { name: 'Grupo Grupo 1' });
  await expect(first.getByRole('listitem')).toHaveCount(TYPES.length);

  // The table: a number column summed by a result, which a numeric formula doubles.
  await first.getByRole('button', { name: 'Editar Tabela', exact: true }).click();
  const table = panelOf(page, 'Tabela');
  await table.getByLabel('Tipo da coluna').selectOption('number');
  await table.getByRole('button', { name: 'Adicionar resultado' }).click();
  await expect(table.getByText('result_1')).toBeVisible();
  await shoot(page, 'form-editor-table', { noSideScroll: true });
  await closePanel(page, 'Tabela');
  await first.getByRole('button', { name: 'Editar Fórmula numérica', exact: true }).click();
  const formula = panelOf(page, 'Fórmula numérica');
  await formula.getByLabel('Tipo de fórmula').selectOption('numeric');
  await formula.getByLabel('Expressão').fill('result_1 * 2 + nada');
  await expect(formula.getByText(/^Fórmula inválida/)).toBeVisible();
  await formula.getByLabel('Expressão').fill('result_1 * 2');
  await expect(formula.getByText('Fórmula válida')).toBeVisible();
  await closePanel(page, 'Fórmula numérica');

  // A conditional group: shown when the number is greater than 5.
  await page.getByRole('button', { name: 'Adicionar grupo' }).click();
  const second = page.getByRole('region', { name: 'Grupo Grupo 2' });
  await second.getByRole('button', { name: 'Configurar o grupo Grupo 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurações do grupo' });
  await dialog.getByLabel('Nome do grupo').fill('Reparos');
  await dialog.getByRole('button', { name: 'Adicionar condição' }).click();
  await dialog.getByLabel('Grupo ou campo').selectOption('number_1');
  await dialog.getByLabel('Comparação').selectOption('greater');
  await dialog.getByLabel('Valor').fill('5');
  await expect(dialog.getByText('Regra válida')).toBeVisible();
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  const repairs = page.getByRole('region', { name: 'Grupo Reparos' });
  await repairs.getByRole('button', { name: 'Adicionar campo' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Adicionar campo Texto curto', exact: true })
    .click();
  await closePanel(page, 'Texto curto');
  await expect(repairs.getByText('Condicional')).toBeVisible();

  await shoot(page, 'form-editor', { noSideScroll: true });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/form\/edit\/\d+$/);
  await expect(page.getByText('Versão 1')).toBeVisible();

  // Reopened, it loads what was saved; a second save makes version 2.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Grupo Reparos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Grupo Grupo 1' }).getByRole('listitem')).toHaveCount(
    TYPES.length,
  );
  await expect(page.getByText('Versão 1')).toBeVisible();
  await page.getByRole('tab', { name: 'Pré-visualizar preenchimento' }).click();
  await expect(page.getByText('Pré-visualização: nada do que for preenchido aqui é salvo.')).toBeVisible();
  await shoot(page, 'form-editor-preview', { noSideScroll: true });
  await page.getByRole('tab', { name: 'Criar e editar campos' }).click();
  await page.getByLabel('Nome do formulário').fill(`${NAME} v2`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Versão 2')).toBeVisible();
  const formId = /#\/form\/edit\/(\d+)$/.exec(page.url())![1]!;

  await page.goto('/#/forms');
  await expect(page.getByText(`${NAME} v2`)).toBeVisible();
  await page.getByRole('button', { name: `Mais ações de ${NAME} v2` }).click();
  await expect(page.getByRole('menuitem', { name: 'Arquivar' })).toBeVisible();
  await page.keyboard.press('Escape');
  await shoot(page, 'form-list', { noSideScroll: true });

  // The operator, in a browser of their own, fills that very form.
  const operator = await newPage(browser);
  await login(operator, OPERATOR);
  await fillAndFinish(operator, formId);
  await operator.context().close();
});

const fieldOf = (page: Page, id: string): Locator => page.locator(`[data-field="${id}"]`);

async function fillAndFinish(page: Page, formId: string) {
  await page.goto(`/#/form/view/${formId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${NAME} v2` })).toBeVisible();
  await page.getByLabel('Título').fill('Vistoria da oficina');

  // The conditional group shows once the number is greater than 5.
  const repairs = page.getByRole('region', { name: 'Reparos' });
  await expect(page.getByRole('heading', { name: 'Reparos' })).toBeHidden();
  await fieldOf(page, 'number_1').getByLabel('Número').fill('7');
  await expect(page.getByRole('heading', { name: 'Reparos' })).toBeVisible();
  await repairs.getByLabel('Texto curto').fill('Trocar o filtro de óleo');

  // A table row: the result sums the number column and the numeric formula doubles it.
  const table = fieldOf(page, 'table_1');
  await table.getByRole('button', { name: 'Adicionar linha' }).click();
  await table.getByRole('textbox', { name: 'Coluna 1, linha 1' }).fill('4');
  await expect(table.getByRole('row', { name: /^Resultado 1:/ }).getByRole('status')).toHaveText('4');
  await expect(fieldOf(page, 'numericFormula_1').getByRole('textbox')).toHaveValue('8');

  // A photo and a drawn signature, both sent to the server.
  await fieldOf(page, 'photo_1')
    .locator('input[type=file]')
    .last()
    .setInputFiles({ name: 'oficina.png', mimeType: 'image/png', buffer: PNG });
  await expect(fieldOf(page, 'photo_1').getByRole('img', { name: 'oficina.png' })).toBeVisible();
  const pad = fieldOf(page, 'signatureDrawn_1').getByRole('img', {
    name: 'Área de assinatura de Assinatura desenhada',
  });
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
  await expect(fieldOf(page, 'signatureDrawn_1').getByRole('status')).toHaveText('Desenho salvo');
  await shoot(page, 'form-editor-filled', { noSideScroll: true });

  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/#\/finished_form\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vistoria da oficina' })).toBeVisible();
  await expect(page.getByText('Finalizado', { exact: true })).toBeVisible();
  await expect(fieldOf(page, 'number_1').getByLabel('Número')).toHaveValue('7');
  await expect(repairs.getByLabel('Texto curto')).toHaveValue('Trocar o filtro de óleo');
  const finishedTable = fieldOf(page, 'table_1');
  await expect(finishedTable.getByRole('textbox', { name: 'Coluna 1, linha 1' })).toHaveValue('4');
  await expect(finishedTable.getByRole('row', { name: /^Resultado 1:/ }).getByRole('status')).toHaveText('4');
  await expect(fieldOf(page, 'numericFormula_1').getByRole('textbox')).toHaveValue('8');
  const photo = fieldOf(page, 'photo_1').getByRole('img', { name: 'oficina.png' });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
  const signature = fieldOf(page, 'signatureDrawn_1').getByRole('img', {
    name: 'Área de assinatura de Assinatura desenhada',
  });
  await expect.poll(() => signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shoot(page, 'form-editor-finished', { noSideScroll: true });
}
