import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { command, commandOk, login, shoot, skipTour } from './support';

// Issue 6 (activities): a supervisor creates a task for the operator with a form, approval and location
// rules, edits it, creates a weekly recurrent task and sees its occurrences, and creates 3 tasks through
// create-multiple (a bad row first: its error shown and nothing created; fixed: all 3 created).
const SUPERVISOR = 'supervisor@demo.campo';
const FORM = 'Inspeção de segurança do trabalho';
const OPERATOR_NAME = 'Otávio Operador';

/** The local date `days` from today as the browser (same machine clock) sees it: YYYY-MM-DD. */
function day(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
const br = (date: string) => date.split('-').reverse().join('/');
/** The browser's UTC offset (same machine): tasks are read back in the time zone they were typed in. */
const FUSO = -new Date().getTimezoneOffset();

async function tasksTitled(request: APIRequestContext, token: string, search: string) {
  const answer = await commandOk(
    request,
    'ConsultarAtividadesFlowV2',
    { BUSCA: search, PAGE_SIZE: 50 },
    token,
  );
  return (answer.ITEMS as Array<{ id: number; title: string }>).map((i) => i.title).sort();
}

async function pickEmployee(page: Page, name: string) {
  const input = page.getByRole('combobox', { name: /^Colaborador/ });
  await input.click();
  await input.fill(name.slice(0, 4));
  await page.getByRole('option', { name }).click();
}

test('a supervisor creates, edits and repeats tasks, and creates several at once', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await skipTour(request, SUPERVISOR);
  const operator = await commandOk(
    request,
    'ListEntities',
    { ENTITY: 'employee', SEARCH: OPERATOR_NAME },
    token,
  );
  const operatorId = (operator.ITEMS as Array<{ id: number }>)[0]!.id;

  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, SUPERVISOR);

  // 1. A task with a form, for the operator, with approval and location rules.
  await page.goto('/#/task/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova atividade' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Título/ }).fill('Inspeção do galpão 3');
  await page.getByRole('combobox', { name: /^Modelo/ }).selectOption({ label: FORM });
  await pickEmployee(page, OPERATOR_NAME);
  await page.getByLabel(/^Data de início/).fill(day(1));
  await page.getByLabel(/^Hora de início/).fill('08:00');
  await page.getByLabel(/^Data do prazo/).fill(day(3));
  await expect(page.getByLabel(/^Hora do prazo/)).toHaveValue('23:59');
  await page.getByLabel('Rua').fill('Rua da Aurora');
  await page.getByLabel('Número').fill('100');
  await page.getByLabel('Cidade').fill('Recife');
  await page.getByLabel('Latitude').fill('-8.0631');
  await page.getByLabel('Longitude').fill('-34.8711');
  await page.getByRole('switch', { name: 'Preencher somente no local' }).check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Distância inválida')).toBeVisible();
  await page.getByRole('spinbutton', { name: /^Proximidade/ }).fill('200');
  await page.getByRole('switch', { name: 'Pode preencher fora da área' }).check();
  await page.getByRole('switch', { name: 'Justificativa obrigatória fora da área' }).check();
  await page.getByRole('switch', { name: 'Precisa de aprovação' }).check();
  await page
    .getByRole('combobox', { name: 'Grupo de aprovação' })
    .selectOption({ label: 'Cargo (grupo de permissão): Supervisor' });
  await shoot(page, 'task-form-new', { noSideScroll: true });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/task\/view\/\d+$/);
  const taskId = Number(/view\/(\d+)$/.exec(page.url())![1]);
  const created = (await commandOk(request, 'ConsultarAtividade', { ID: taskId, FUSO }, token)).ATIVIDADE;
  expect(created).toMatchObject({
    title: 'Inspeção do galpão 3',
    responsible: { kind: 'employee', id: operatorId },
    startDate: day(1),
    dueDate: day(3),
    fillInLocation: true,
    proximityMeters: 200,
    canFillOutOfArea: true,
    outOfAreaJustificationRequired: true,
    needsApproval: true,
    approvalGroupId: 159,
    approval: 'pending',
    address: {
      street: 'Rua da Aurora',
      number: '100',
      city: 'Recife',
      latitude: -8.0631,
      longitude: -34.8711,
    },
  });

  // 2. Its details, then an edit.
  await page.goto(`/#/task/details/${taskId}/0`);
  await expect(page.getByRole('heading', { level: 2, name: 'Inspeção do galpão 3' })).toBeVisible();
  await expect(page.getByText(OPERATOR_NAME)).toBeVisible();
  await expect(page.getByText(FORM)).toBeVisible();
  await expect(page.getByText(`${br(day(3))} às 23:59`)).toBeVisible();
  await shoot(page, 'task-details', { noSideScroll: true });
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar atividade' })).toBeVisible();
  const title = page.getByRole('textbox', { name: /^Título/ });
  await expect(title).toHaveValue('Inspeção do galpão 3');
  await title.fill('Inspeção do galpão 3 (revisada)');
  await page.getByLabel(/^Hora do prazo/).fill('18:00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`#/task/view/${taskId}$`));
  const edited = (await commandOk(request, 'ConsultarAtividade', { ID: taskId, FUSO }, token)).ATIVIDADE;
  expect(edited).toMatchObject({ title: 'Inspeção do galpão 3 (revisada)', dueHour: '18:00', version: 2 });

  // 3. A weekly recurrent task and its occurrences.
  await page.goto('/#/task/new?recurrent=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova atividade recorrente' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Título/ }).fill('Ronda semanal');
  await page.getByRole('combobox', { name: /^Modelo/ }).selectOption({ label: FORM });
  await pickEmployee(page, OPERATOR_NAME);
  const weekdays = page.getByRole('group', { name: 'Dias da semana' });
  for (const name of ['Segunda', 'Quarta', 'Sexta']) await weekdays.getByRole('checkbox', { name }).check();
  await page.getByRole('spinbutton', { name: /^Dias para expirar/ }).fill('1');
  await expect(page.getByRole('list', { name: 'Próximas ocorrências' }).getByRole('listitem')).toHaveCount(6);
  await shoot(page, 'task-form-recurrent', { noSideScroll: true });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/task\/details\/\d+\/1$/);
  await expect(page.getByText(/^Toda semana: /)).toBeVisible();
  const occurrences = page.getByRole('list', { name: 'Ocorrências geradas' });
  await expect(occurrences.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  expect(await occurrences.getByRole('listitem').count()).toBeGreaterThanOrEqual(12);
  await shoot(page, 'task-details-recurrent', { noSideScroll: true });

  // 4. Three tasks at once: a bad row first (nothing created), then fixed in the grid.
  await page.goto('/#/task/create_multiple');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar atividades em lote' })).toBeVisible();
  const header =
    'Título;Modelo;Responsável;Data de início;Hora de início;Data do prazo;Hora do prazo;Cliente;Unidade;Instruções;Urgente';
  const rows = [
    `Lote e2e 1;${FORM};${OPERATOR_NAME};${br(day(1))};08:00;${br(day(2))};18:00;;;;sim`,
    `Lote e2e 2;${FORM};${OPERATOR_NAME};${br(day(4))};;${br(day(2))};;;;;não`,
    `Lote e2e 3;${FORM};${OPERATOR_NAME};${br(day(1))};;;;;;Sem prazo;`,
  ];
  await page.getByTestId('spreadsheet-input').setInputFiles({
    name: 'atividades.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\n')),
  });
  await expect(page.getByText('3 linhas')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar todas' }).click();
  await expect(page.getByText('Nada foi salvo. Corrija as linhas com erro e salve novamente.')).toBeVisible();
  const rowError = 'linha 2, campo Data do prazo: A data do prazo não pode ser anterior à data de início';
  await expect(page.getByRole('listitem').filter({ hasText: rowError })).toBeVisible();
  expect(await tasksTitled(request, token, 'Lote e2e')).toEqual([]);
  await shoot(page, 'task-create-multiple-errors', { noSideScroll: true });

  const grid = page.getByRole('grid', { name: 'Atividades a criar' });
  const cell = grid.getByRole('row').filter({ hasText: 'Lote e2e 2' }).locator('[data-field="dueDate"]');
  await cell.dblclick();
  await cell.locator('input').fill(br(day(5)));
  await cell.locator('input').press('Enter');
  await expect(cell).toHaveText(br(day(5)));
  await page.getByRole('button', { name: 'Salvar todas' }).click();
  await expect(page).toHaveURL(/#\/tasks$/);
  expect(await tasksTitled(request, token, 'Lote e2e')).toEqual(['Lote e2e 1', 'Lote e2e 2', 'Lote e2e 3']);
  const none = await command(request, 'ConsultarAtividadesFlowV2', { BUSCA: 'Lote e2e 3' }, token);
  expect((none.ITEMS as Array<{ dueAt: string | null }>)[0]!.dueAt).toBeNull();
});

test('create-multiple pages at 360 px', async ({ page, request }) => {
  await skipTour(request, SUPERVISOR);
  await login(page, SUPERVISOR);
  await page.goto('/#/task/create_multiple_recurrent');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Criar atividades recorrentes em lote' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar' })).toBeVisible();
  await shoot(page, 'task-create-multiple-recurrent', { noSideScroll: true });
});
