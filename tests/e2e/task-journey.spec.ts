import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { OPERATOR, shoot, skipTour, pageAt } from './support';

// Issue 6's whole loop through the screens only: the supervisor creates a task with a form for the
// operator, to fill at an address and needing approval (/task/new); the operator finds it in the task
// list and fills it there (the browser's position near the address); the supervisor disapproves it with a
// justification (/approval), the operator corrects it, the supervisor approves it; the list shows it
// finished on time, and an Excel download of it, requested from the list, holds the answers.

const SUPERVISOR = 'supervisor@demo.campo';
const FORM = 'Pesquisa de satisfação do cliente (NPS)';
const OPERATOR_NAME = 'Otávio Operador';
const TITLE = `Pesquisa no Paço do Frevo ${Date.now() % 100_000}`;
/** The task's address (Recife) and a position about 20 m from it. */
const PLACE = { latitude: -8.06196, longitude: -34.87153 };
const NEAR = { latitude: -8.06213, longitude: -34.87159 };

/** The local date `days` from today (the browser shares the machine's clock and zone): YYYY-MM-DD. */
function day(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Opens a page afresh (a hash-only goto to the page already shown would keep its old data). */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.reload();
}

/** Opens the task from the task list (searching its title) and from its page the filling. */
async function openFromList(page: Page, action: 'Preencher' | 'Continuar') {
  await openPage(page, '/#/tasks');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(TITLE);
  await expect(page.getByText('1 de 1 atividade')).toBeVisible();
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole('link', { name: action }).click();
  await expect(page.getByText(/Você está a \d+ m do endereço da atividade/)).toBeVisible();
}

async function answerSurvey(page: Page, grade: string, service: string) {
  await page.locator('[data-field="nps"]').getByRole('button', { name: grade, exact: true }).click();
  await page.locator('[data-field="atendimento"]').getByRole('radio', { name: service }).check();
}

test('a task goes from the supervisor to the field and back, approved, finished on time and downloaded', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(240_000);
  await skipTour(request, SUPERVISOR);
  await skipTour(request, OPERATOR);

  // The supervisor creates the task on the new-task page.
  const supervisor = await pageAt(browser, SUPERVISOR, PLACE);
  await openPage(supervisor, '/#/tasks');
  await supervisor.getByRole('link', { name: 'Nova atividade' }).click();
  await expect(supervisor.getByRole('heading', { level: 1, name: 'Nova atividade' })).toBeVisible();
  await supervisor.getByRole('textbox', { name: /^Título/ }).fill(TITLE);
  await supervisor.getByRole('combobox', { name: /^Modelo/ }).selectOption({ label: FORM });
  const responsible = supervisor.getByRole('combobox', { name: /^Colaborador/ });
  await responsible.click();
  await responsible.fill('Otáv');
  await supervisor.getByRole('option', { name: OPERATOR_NAME }).click();
  await supervisor.getByLabel(/^Data de início/).fill(day(0));
  await supervisor.getByLabel(/^Hora de início/).fill('00:00');
  await supervisor.getByLabel(/^Data do prazo/).fill(day(2));
  await supervisor.getByLabel('Rua').fill('Praça do Arsenal da Marinha');
  await supervisor.getByLabel('Número').fill('91');
  await supervisor.getByLabel('Cidade').fill('Recife');
  await supervisor.getByLabel('Latitude').fill(String(PLACE.latitude));
  await supervisor.getByLabel('Longitude').fill(String(PLACE.longitude));
  await supervisor.getByRole('switch', { name: 'Preencher somente no local' }).check();
  await supervisor.getByRole('spinbutton', { name: /^Proximidade/ }).fill('200');
  await supervisor.getByRole('switch', { name: 'Precisa de aprovação' }).check();
  await supervisor
    .getByRole('combobox', { name: 'Grupo de aprovação' })
    .selectOption({ label: 'Cargo (grupo de permissão): Supervisor' });
  await supervisor.getByRole('button', { name: 'Salvar' }).click();
  await expect(supervisor).toHaveURL(/#\/task\/view\/\d+$/);
  const summary = (page: Page) => page.getByRole('region', { name: 'Resumo da atividade' });
  await expect(summary(supervisor).getByText('Pendente', { exact: true })).toBeVisible();

  // The operator finds it in the list and fills it at the address.
  const operator = await pageAt(browser, OPERATOR, NEAR);
  await openFromList(operator, 'Preencher');
  await answerSurvey(operator, '9', 'Ótimo');
  await operator.getByRole('button', { name: 'Finalizar' }).click();
  await expect(operator).toHaveURL(/#\/task\/view\/\d+$/);
  await expect(summary(operator).getByText('Aprovação pendente')).toBeVisible();

  // The supervisor disapproves it with a justification.
  await openPage(supervisor, '/#/approval');
  const item = supervisor.getByRole('listitem').filter({ hasText: TITLE });
  await item.getByRole('button', { name: 'Reprovar' }).click();
  const refuse = supervisor.getByRole('dialog', { name: 'Reprovar atividade' });
  await refuse.getByLabel(/Justificativa/).fill('Pergunte também pelo e-mail do cliente.');
  await refuse.getByRole('button', { name: 'Reprovar' }).click();
  await expect(supervisor.getByRole('listitem').filter({ hasText: TITLE })).toHaveCount(0);

  // The operator corrects the same document and finishes it again.
  await openFromList(operator, 'Continuar');
  await expect(operator.getByText(/Justificativa: Pergunte também pelo e-mail do cliente\./)).toBeVisible();
  await operator.locator('[data-field="email_cliente"]').getByRole('textbox').fill('cliente@frevo.com.br');
  await operator.getByRole('button', { name: 'Finalizar' }).click();
  await expect(summary(operator).getByText('Aprovação pendente')).toBeVisible();

  // The supervisor approves it for good.
  await openPage(supervisor, '/#/approval');
  await supervisor
    .getByRole('listitem')
    .filter({ hasText: TITLE })
    .getByRole('button', { name: 'Aprovar' })
    .click();
  await supervisor
    .getByRole('dialog', { name: 'Aprovar atividade?' })
    .getByRole('button', { name: 'Aprovar definitivamente' })
    .click();
  await expect(supervisor.getByRole('listitem').filter({ hasText: TITLE })).toHaveCount(0);

  // Finished on time, in the list's history, and downloaded as Excel from there.
  await openPage(supervisor, '/#/tasks');
  await supervisor.getByRole('searchbox', { name: 'Pesquisar' }).fill(TITLE);
  // Finished: no longer among the open tasks, but in the history.
  await expect(supervisor.getByText('0 de 0 atividades')).toBeVisible();
  await supervisor.getByRole('tab', { name: 'Histórico' }).click();
  await expect(supervisor.getByText('1 de 1 atividade')).toBeVisible();
  const row = supervisor
    .getByRole('table', { name: 'Atividades' })
    .locator('tbody tr')
    .filter({ hasText: TITLE });
  await expect(row.getByText('Finalizada · Entregue no prazo')).toBeVisible();
  await shoot(supervisor, 'task-journey-history', { noSideScroll: true });
  await expect(supervisor.getByRole('tab', { name: 'Histórico' })).toHaveAttribute('aria-selected', 'true');
  await supervisor.getByRole('checkbox', { name: `Selecionar ${TITLE}` }).check();
  await supervisor
    .getByRole('toolbar')
    .getByRole('button', { name: /Baixar/ })
    .click();
  await supervisor.getByRole('menuitem', { name: /^Excel \(atividades e respostas\)/ }).click();
  await supervisor.getByRole('button', { name: /^Downloads/ }).click();
  const panel = supervisor.getByRole('dialog', { name: 'Downloads' });
  const excel = panel.getByRole('listitem', { name: /\.xlsx: (Pronto|Concluído)$/ }).first();
  await expect(excel).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([
    supervisor.waitForEvent('download'),
    excel.getByRole('button', { name: 'Baixar' }).click(),
  ]);
  const path = info.outputPath('journey.xlsx');
  await download.saveAs(path);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const texts: string[] = [];
  for (const sheet of book.worksheets)
    sheet.eachRow((r) => {
      for (const value of (r.values as unknown[]).slice(1)) texts.push(String(value ?? ''));
    });
  expect(texts).toEqual(
    expect.arrayContaining([TITLE, 'Finalizada', 'Ótimo', '9', 'cliente@frevo.com.br', OPERATOR_NAME]),
  );
});
