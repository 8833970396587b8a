import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { TFunction } from 'i18next';
import { newPdfLayout } from '../../src/runtime/pdf/newPdfLayout';
import { DEFAULT_REPORT_SETTINGS } from '../../src/runtime/pdf/ReportSettings';
import { canvasOf, demoFormModel, dragOnto, zoneTypes } from './pdfEditorSupport';
import { commandOk, login } from './support';

// Issue 15's PDF editor: the owner opens a PDF template of a demo form (an older version of the form is
// refused), drags a form field onto the page, sets the footer's page number, adds a styling rule whose
// colours show on the canvas, saves with Ctrl+S (the address follows the new version), reloads and finds
// it all kept. The editor passes axe; a picture at 1280 px goes to /tmp/pdf-editor-1280.png.
const FORM = 'Pesquisa de satisfação do cliente (NPS)';
const TEMPLATE = 'e2e-pdf';

let formId = 0;
let version = 0;

test.beforeAll(async ({ request }) => {
  const form = await demoFormModel(request, FORM);
  const { token } = form;
  formId = form.formId;
  // The export template the editor opens, as the form editor's PDF settings tab creates it.
  const t = (() => 'Página {page} de {pages}') as unknown as TFunction;
  const layout = newPdfLayout(DEFAULT_REPORT_SETTINGS, form.model, t);
  const model = {
    ...form.model,
    exports: {
      defaultTemplateId: 'default',
      templates: [{ id: TEMPLATE, name: 'Relatório', kind: 'pdf', layout }],
    },
  };
  const saved = await commandOk(
    request,
    'SalvarModelo',
    { ID: formId, VERSAO: form.version, MODELO: model, EDICAO: 'e2e-setup' },
    token,
  );
  await commandOk(request, 'FecharEdicaoModelo', { ID: formId, EDICAO: 'e2e-setup' }, token);
  version = saved.VERSAO as number;
});

test('the owner lays out a PDF: a field dragged in, the footer numbered, a styling rule, saved and kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);

  // An older version of the form cannot be customised: the message, nothing editable.
  await page.goto(`/#/form/${formId}/${version - 1}/pdf/${TEMPLATE}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Modelos antigos não podem ser personalizados' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);

  // The first visit opens the help.
  await page.goto(`/#/form/${formId}/${version}/pdf/${TEMPLATE}`);
  const help = page.getByRole('dialog', { name: 'Como montar o seu PDF' });
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Entendi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PDF: Relatório' })).toBeVisible();
  const canvas = canvasOf(page);
  await expect(canvas.locator('[data-block-type=group]')).toHaveCount(1);
  expect(await zoneTypes(canvas)).toEqual(['text', 'group']);

  // A field dragged from the form's list lands after the group, bound to its answer, and is selected.
  await dragOnto(page, 'Seu e-mail', canvas.locator('[data-block-type=group]'));
  await expect.poll(() => zoneTypes(canvas)).toEqual(['text', 'group', 'field']);
  await expect(canvas.locator('[data-block-type=field]')).toContainText('nome@exemplo.com');
  await expect(page.getByRole('heading', { name: 'Campo: Seu e-mail' })).toBeVisible();

  // The footer's page number, numbered on the canvas.
  await canvas.locator('[data-zone=footer] [data-block-type=pageNumber]').click();
  await page.getByLabel('Formato').fill('Folha {page} de {pages}');
  // The attachment page (on in a new layout) is the second sheet.
  await expect(canvas.locator('[data-zone=footer]')).toHaveText('Folha 1 de 2');

  // A styling rule: the sample answer takes its colours on the canvas.
  await page.getByRole('tab', { name: 'Regras' }).click();
  await page.getByRole('button', { name: 'Adicionar regra' }).click();
  const rule = page.getByRole('region', { name: 'Regra 1' });
  await rule.getByLabel('Campo').selectOption({ label: 'Avaliação › Como foi o atendimento da equipe?' });
  await rule.getByLabel('Condição').selectOption({ label: 'Igual a' });
  await rule.getByLabel('Valor').selectOption('Ótimo');
  await rule.getByLabel('Cor do texto', { exact: true }).fill('#1b5e20');
  await rule.getByLabel('Cor de fundo', { exact: true }).fill('#c8e6c9');
  await expect(canvas.locator('.pdf-answer span[style*="#1b5e20"]')).toHaveText('☑ Ótimo');

  await canvas.locator('body').evaluate((body) => body.ownerDocument.defaultView!.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/pdf-editor-1280.png' });
  // The faded header and footer repeated on later sheets are inactive copies of the first sheet's
  // (incidental text, WCAG 1.4.3's exception; hidden from screen readers): left out of the check.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude({ fromFrames: ['iframe', '[data-ghost]'] })
    .setLegacyMode(true)
    .analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);

  // Ctrl+S saves a new version; the address follows it and a reload finds the layout kept.
  await canvas.locator('[data-zone=footer] [data-block-type=pageNumber]').click();
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(new RegExp(`/form/${formId}/${version + 1}/pdf/${TEMPLATE}$`));
  await expect(page.getByText(`Versão ${version + 1}`)).toBeVisible();
  await page.reload();
  await expect(canvas.locator('[data-zone=footer]')).toHaveText('Folha 1 de 2');
  await expect.poll(() => zoneTypes(canvas)).toEqual(['text', 'group', 'field']);
  await expect(canvas.locator('.pdf-answer span[style*="#1b5e20"]')).toHaveText('☑ Ótimo');
  await expect(page.getByRole('dialog', { name: 'Como montar o seu PDF' })).toHaveCount(0);
});
