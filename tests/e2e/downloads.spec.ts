import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { command, commandOk, login, OWNER, shoot, skipTour } from './support';

// Issue 6's downloads queue: the owner fills a task of the demo survey, asks for its Excel and its
// images (the survey has no photos: that one ends in "Erro"), follows them in the top bar's queue until
// the Excel is "Pronto", saves it with "Baixar" and finds the answer in the workbook.

const FORM = 'Pesquisa de satisfação do cliente (NPS)';

/** Today in Brasília (the tasks' default FUSO), YYYY-MM-DD. */
const today = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

test('a filled task is downloaded as Excel from the downloads queue', async ({ page, request }, info) => {
  const token = await skipTour(request, OWNER);
  const { MODELOS } = (await commandOk(request, 'ListarModelos', {}, token)) as {
    MODELOS: Array<{ id: number; name: string; version: number }>;
  };
  const form = MODELOS.find((m) => m.name === FORM)!;
  expect(form, 'the demo survey form').toBeTruthy();
  const ownerId = (await commandOk(request, 'ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token))
    .USUARIO_LOGADO.id as number;
  const title = `Visita de pós-venda ${info.workerIndex}-${Date.now() % 100000}`;
  const taskId = Number(
    (
      await commandOk(
        request,
        'SalvarAtividade',
        {
          ATIVIDADE: {
            title,
            formId: form.id,
            responsible: { kind: 'employee', id: ownerId },
            startDate: today(),
            startHour: '00:00',
          },
        },
        token,
      )
    ).ID,
  );
  await commandOk(
    request,
    'SalvarDocumento',
    {
      MODELO_ID: form.id,
      VERSAO: form.version,
      ATIVIDADE_ID: taskId,
      FINALIZADO: 1,
      VALORES: { nps: 9, atendimento: 'otimo', email_cliente: 'cliente@exemplo.com.br' },
    },
    token,
  );
  // The spec's rule: nothing selected, nothing to download.
  const empty = await command(request, 'SolicitarDownload', { IDS: [], FORMATO: 'excel' }, token);
  expect(empty.MESSAGES.ERRORS).toEqual(['Selecione pelo menos uma atividade para fazer o download']);
  // The task list's menu sends the same command (its toolbar is another part of the issue).
  await commandOk(request, 'SolicitarDownload', { IDS: [taskId], FORMATO: 'images' }, token);
  await commandOk(request, 'SolicitarDownload', { IDS: [taskId], FORMATO: 'excel' }, token);

  await login(page);
  await page.getByRole('button', { name: /^Downloads/ }).click();
  const panel = page.getByRole('dialog', { name: 'Downloads' });
  await expect(panel.getByRole('heading', { name: 'Downloads' })).toBeVisible();
  const excel = panel.getByRole('listitem', { name: /\.xlsx: Pronto$/ }).first();
  await expect(excel).toBeVisible({ timeout: 30_000 });
  const images = panel.getByRole('listitem', { name: /\.zip: Erro$/ }).first();
  await expect(images).toContainText('Não há dados para gerar este download');
  await expect(images.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(excel).toContainText('Excel (atividades e respostas) · 1 atividade');
  await shoot(page, 'downloads-queue', { noSideScroll: true });
  // The panel alone on a phone (the full page above is mostly the list behind it).
  await page.setViewportSize({ width: 360, height: 800 });
  await page.waitForTimeout(400);
  await panel.screenshot({ path: 'reports/screenshots/downloads-panel-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    excel.getByRole('button', { name: 'Baixar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^atividades_\d{8}_\d{4}\.xlsx$/);
  const path = info.outputPath('download.xlsx');
  await download.saveAs(path);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const texts = (name: string) => {
    const found: string[] = [];
    book.getWorksheet(name)!.eachRow((row) => {
      for (const value of (row.values as unknown[]).slice(1)) found.push(String(value ?? ''));
    });
    return found;
  };
  expect(book.worksheets.map((s) => s.name)).toEqual(['Atividades', FORM.slice(0, 31)]);
  expect(texts('Atividades')).toEqual(expect.arrayContaining([String(taskId), title, 'Finalizada']));
  expect(texts(FORM.slice(0, 31))).toEqual(
    expect.arrayContaining(['Como foi o atendimento da equipe?', 'Ótimo', '9', 'cliente@exemplo.com.br']),
  );
  await expect(panel.getByRole('listitem', { name: /\.xlsx: Concluído$/ }).first()).toBeVisible();
});
