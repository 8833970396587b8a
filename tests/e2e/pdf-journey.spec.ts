import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { readPdfPages } from '../../src/server/testing/readPdfPages';
import { canvasOf, dragOnto, zoneTypes } from './pdfEditorSupport';
import { commandOk, login, OWNER, skipTour } from './support';

// Issue 15's journey: the owner opens a form's "Configurações de PDF", creates a custom PDF, opens its
// editor from there, lays the page out (two fields dragged in instead of the group, the logo dragged into
// the header, the footer's page number, "Não conforme" in red), saves, goes back and makes it the form's
// default. A finished task of that form then downloads as that layout's PDF (not the default document),
// and the result preview and the finished document show the answer in the rule's colours. Pictures of
// the editor at 1280 px go to /tmp/pdf-journey-*.png.

const RED = 'rgb(198, 40, 40)';
const PINK = 'rgb(255, 235, 238)';
const TEMPLATE = 'PDF personalizado 1';

let formId = 0;
let formName = '';
let token = '';

test.beforeAll(async ({ request }) => {
  token = await skipTour(request, OWNER);
  formName = `Vistoria de extintores ${Date.now().toString(36)}`;
  const saved = await commandOk(
    request,
    'SalvarModelo',
    {
      MODELO: {
        name: formName,
        groups: [
          {
            id: 'vistoria',
            name: 'Vistoria',
            fields: [
              {
                id: 'situacao',
                name: 'Situação do extintor',
                type: 'choiceSingle',
                options: [
                  { id: 'ok', name: 'Conforme' },
                  { id: 'nok', name: 'Não conforme' },
                ],
              },
              { id: 'local', name: 'Local do extintor', type: 'textShort' },
              { id: 'pressao', name: 'Pressão (bar)', type: 'number' },
            ],
          },
        ],
      },
    },
    token,
  );
  formId = Number(saved.ID);
});

/** The computed text and background colours of the chosen option's label ("Não conforme"). */
const chosenColours = (page: Page) =>
  page
    .locator('[data-field=situacao] .MuiFormControlLabel-root')
    .filter({ hasText: 'Não conforme' })
    .evaluate((label) => ({
      color: getComputedStyle(label.querySelector('.MuiFormControlLabel-label')!).color,
      background: getComputedStyle(label).backgroundColor,
    }));

test('the owner lays out a custom PDF, makes it the default, and a finished task prints with it', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);

  // The form editor's PDF settings: a new custom PDF, saved with the form so its editor opens.
  await page.goto(`/#/form/edit/${formId}`);
  await page.getByRole('tab', { name: 'Configurações de PDF' }).click();
  await page.getByRole('button', { name: 'Novo modelo de exportação' }).click();
  await page.getByRole('menuitem', { name: 'PDF personalizado' }).click();
  const row = page.getByRole('listitem', { name: TEMPLATE });
  await expect(row.getByText('Salve o formulário para editar o layout deste modelo')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Versão 2')).toBeVisible();
  await row.getByRole('link', { name: `Editar layout de ${TEMPLATE}` }).click();

  await expect(page).toHaveURL(new RegExp(`/form/${formId}/2/pdf/`));
  const help = page.getByRole('dialog', { name: 'Como montar o seu PDF' });
  await help.getByRole('button', { name: 'Entendi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `PDF: ${TEMPLATE}` })).toBeVisible();
  const canvas = canvasOf(page);
  expect(await zoneTypes(canvas)).toEqual(['text', 'group']);
  await page.screenshot({ path: '/tmp/pdf-journey-1-new.png' });

  // The body: the group's block out, two of its fields dragged in after the title.
  await canvas.locator('[data-zone=body] [data-block-type=group]').click();
  await page.getByRole('button', { name: 'Excluir bloco' }).click();
  await expect.poll(() => zoneTypes(canvas)).toEqual(['text']);
  const body = canvas.locator('[data-zone=body] > [data-block-id]');
  await dragOnto(page, 'Situação do extintor', body.last(), 'below');
  await expect.poll(() => zoneTypes(canvas)).toEqual(['text', 'field']);
  await dragOnto(page, 'Local do extintor', body.last(), 'below');
  await expect.poll(() => zoneTypes(canvas)).toEqual(['text', 'field', 'field']);
  await expect(canvas.locator('[data-zone=body]')).toContainText('Local do extintor');

  // The header: the logo taken out and dragged back into the band's free room, right of the document
  // data: it lands after it.
  await canvas.locator('[data-zone=header] [data-block-type=logo]').click();
  await page.getByRole('button', { name: 'Excluir bloco' }).click();
  await expect.poll(() => zoneTypes(canvas, 'header')).toEqual(['documentInfo']);
  await dragOnto(page, 'Logotipo', canvas.locator('[data-zone=header]').first(), 'right');
  await expect.poll(() => zoneTypes(canvas, 'header')).toEqual(['documentInfo', 'logo']);

  // The footer's page number.
  await canvas.locator('[data-zone=footer] [data-block-type=pageNumber]').click();
  await page.getByLabel('Formato').fill('Folha {page} de {pages}');
  await expect(canvas.locator('[data-zone=footer]')).toHaveText(/^Folha 1 de \d$/);
  await canvas
    .locator('[data-zone=footer]')
    .first()
    .evaluate((footer) => footer.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: '/tmp/pdf-journey-2-footer.png' });

  // A styling rule: a non-compliant answer in red on pink.
  await page.getByRole('tab', { name: 'Regras' }).click();
  await page.getByRole('button', { name: 'Adicionar regra' }).click();
  const rule = page.getByRole('region', { name: 'Regra 1' });
  await rule.getByLabel('Campo').selectOption({ label: 'Vistoria › Situação do extintor' });
  await rule.getByLabel('Condição').selectOption({ label: 'Igual a' });
  await rule.getByLabel('Valor').selectOption('Não conforme');
  await rule.getByLabel('Cor do texto', { exact: true }).fill('#c62828');
  await rule.getByLabel('Cor de fundo', { exact: true }).fill('#ffebee');
  // The canvas's sample answer becomes the painted option, in the rule's colours.
  await expect(canvas.locator('.pdf-answer span[style*="#c62828"]')).toHaveText('☑ Não conforme');
  await canvas.locator('body').evaluate((body) => body.ownerDocument.defaultView!.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/pdf-journey-3-laid-out.png' });

  // Saved (a new version), then back to the form editor, where it becomes the form's default.
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/form/${formId}/3/pdf/`));
  await page.screenshot({ path: '/tmp/pdf-journey-4-saved.png' });
  await page.getByRole('link', { name: 'Voltar ao formulário' }).click();
  await expect(page).toHaveURL(new RegExp(`#/form/edit/${formId}$`));
  await page.getByRole('tab', { name: 'Configurações de PDF' }).click();
  await page.getByRole('radio', { name: TEMPLATE }).check();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Versão 4')).toBeVisible();

  // The result preview paints a non-compliant answer as the PDF does.
  await page.getByRole('tab', { name: 'Pré-visualizar preenchimento' }).click();
  await page.getByRole('radio', { name: 'Não conforme' }).check();
  await page.getByRole('tab', { name: 'Pré-visualizar resultado' }).click();
  await expect.poll(() => chosenColours(page)).toEqual({ color: RED, background: PINK });
  await page.screenshot({ path: '/tmp/pdf-journey-5-result-preview.png' });

  // A finished task of the form: its PDF download is the layout's.
  const ownerId = (await commandOk(request, 'ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token))
    .USUARIO_LOGADO.id as number;
  const title = `Vistoria do prédio ${Date.now() % 100000}`;
  const taskId = Number(
    (
      await commandOk(
        request,
        'SalvarAtividade',
        {
          ATIVIDADE: {
            title,
            formId,
            responsible: { kind: 'employee', id: ownerId },
            startDate: new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10),
            startHour: '00:00',
          },
        },
        token,
      )
    ).ID,
  );
  const documentId = (
    await commandOk(
      request,
      'SalvarDocumento',
      {
        MODELO_ID: formId,
        VERSAO: 4,
        ATIVIDADE_ID: taskId,
        FINALIZADO: 1,
        VALORES: { situacao: 'nok', local: 'Corredor do 2º andar', pressao: 9 },
      },
      token,
    )
  ).ID as number;

  await page.goto(`/#/finished_form/${documentId}`);
  await expect.poll(() => chosenColours(page)).toEqual({ color: RED, background: PINK });
  await page.screenshot({ path: '/tmp/pdf-journey-6-finished.png' });
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  await expect(page.getByText('Download solicitado. Acompanhe em Downloads.')).toBeVisible();
  await page.getByRole('button', { name: /^Downloads/ }).click();
  const ready = page
    .getByRole('dialog', { name: 'Downloads' })
    .getByRole('listitem', { name: /\.pdf: Pronto$/ })
    .first();
  await expect(ready).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ready.getByRole('button', { name: 'Baixar' }).click(),
  ]);
  const path = info.outputPath('journey.pdf');
  await download.saveAs(path);
  const pages = await readPdfPages(new Uint8Array(await readFile(path)));
  const text = pages.map((p) => p.text).join(' ');
  expect(pages[0]!.text).toContain(`Folha 1 de ${pages.length}`);
  for (const shown of [
    formName,
    'Situação do extintor',
    'Não conforme',
    'Local do extintor',
    'Corredor do 2º andar',
  ])
    expect(text).toContain(shown);
  // Not the default document: no task heading, no "Página x de y", and the field left out is not printed.
  expect(text).not.toContain(`#${taskId}`);
  expect(text).not.toContain('Página 1 de');
  expect(text).not.toContain('Pressão (bar)');
});
