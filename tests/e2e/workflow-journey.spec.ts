import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OPERATOR, OWNER, command, commandOk, login, newPage, shoot, skipTour } from './support';
import { configureMailAndSave, drawInspectionWorkflow, expectSaveRefused } from './workflowSupport';

// Issue 14's whole journey: the owner draws a workflow on a new form (fill → decision → e-mail / second
// fill → end), sees the save refused while the e-mail is unconfigured, configures it and saves; a task
// for the form goes to the operator, who finishes it (the flow starts) and fills the first step from the
// task list with a number over 5; the decision sends it to the supervisors' step, which the supervisor
// fills from the task list; the task view shows every step reached finished. A second document answers
// 3: the default path's e-mail goes out (recorded with the outbox rows of the same transition) and its
// task view shows that path finished too. Screenshots of the editor at 1280 px.
const SUPERVISOR = 'supervisor@demo.campo';
const NAME = `Inspeção jornada ${Date.now() % 100_000}`;
const TITLE = `${NAME}: vistoria`;
const MAIL_TO = 'cliente@example.com';

interface Step {
  id: string;
  name: string;
  state: string;
  runs: Array<{ details: { taskIds?: number[]; emails?: string[]; subject?: string } }>;
}

/** Today in Brasília (the tasks' default zone), YYYY-MM-DD. */
function brasiliaDay(offsetDays: number): string {
  return new Date(Date.now() - 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Opens a task from the task list (searching its title), then its filling ("Continuar" on a step's
 * task: its document exists since the flow started). A step for a role gives each member a task of
 * the same title (another spec may have added a supervisor): `responsible` picks the one to open. */
async function fillFromList(page: Page, title: string, responsible?: string) {
  await page.goto('/#/tasks');
  await page.reload();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(title);
  if (responsible)
    await page
      .getByRole('row')
      .filter({ hasText: title })
      .filter({ hasText: responsible })
      .getByRole('link', { name: title })
      .click();
  else {
    await expect(page.getByText('1 de 1 atividade')).toBeVisible();
    await page.getByRole('link', { name: title }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: /^(Preencher|Continuar)$/ }).click();
  await expect(page).toHaveURL(/#\/task_in_progress\/\d+$/);
}

async function steps(request: APIRequestContext, token: string, documentId: number): Promise<Step[]> {
  return (await commandOk(request, 'ConsultarWorkflowDocumento', { DOCUMENTO_ID: documentId }, token))
    .PASSOS as Step[];
}

/** The workflow section of a task's view: each step's list item by name. */
function workflowSteps(page: Page) {
  const list = page
    .getByRole('region', { name: 'Workflow' })
    .getByRole('list', { name: 'Etapas do workflow' });
  return (name: string) => list.locator(':scope > li').filter({ hasText: name });
}

test('a drawn workflow runs: operator, decision, supervisor; then the e-mail path', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const ownerToken = await skipTour(request, OWNER);
  const operatorToken = await skipTour(request, OPERATOR);
  await skipTour(request, SUPERVISOR);

  // The owner draws it; the supervisor's step goes to the Supervisor role.
  const owner = await newPage(browser);
  await login(owner, OWNER);
  await drawInspectionWorkflow(owner, NAME, async (panel) => {
    await panel.getByLabel('Quem preenche').selectOption('groups');
    await panel.getByRole('combobox', { name: 'Cargos' }).click();
    await owner.getByRole('option', { name: 'Supervisor', exact: true }).click();
  });
  await expectSaveRefused(owner);
  await shoot(owner, 'workflow-journey-refused', { widths: [1280] });
  const formId = await configureMailAndSave(owner);
  await owner.getByRole('tab', { name: 'Workflow' }).click();
  await expect(owner.getByText('Workflow pronto para salvar')).toBeVisible();
  await shoot(owner, 'workflow-journey-saved', { widths: [1280] });
  await owner.context().close();

  // A task on the form for the operator.
  const operatorId = (
    await commandOk(request, 'ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, operatorToken)
  ).USUARIO_LOGADO.id as number;
  await commandOk(
    request,
    'SalvarAtividade',
    {
      ATIVIDADE: {
        title: TITLE,
        formId,
        responsible: { kind: 'employee', id: operatorId },
        startDate: brasiliaDay(0),
        startHour: '00:00',
        dueDate: brasiliaDay(2),
        dueHour: '18:00',
      },
    },
    ownerToken,
  );

  // The operator finishes the task (every group belongs to a step: the flow starts), then fills the
  // first step's task from the list with 7: over 5, the supervisor's path.
  const operator = await newPage(browser);
  await login(operator, OPERATOR);
  await fillFromList(operator, TITLE);
  await operator.getByRole('button', { name: 'Finalizar' }).click();
  await expect(operator).toHaveURL(/#\/task\/view\/\d+$/);
  let step = workflowSteps(operator);
  await expect(step('Início').getByText('Finalizada', { exact: true })).toBeVisible();
  await expect(step('Operador preenche').getByText('Aguardando início')).toBeVisible();
  await fillFromList(operator, `${NAME}: Operador preenche`);
  await operator.getByRole('textbox', { name: /^Número/ }).fill('7');
  await operator.getByRole('button', { name: 'Finalizar' }).click();
  await expect(operator).toHaveURL(/#\/task\/view\/\d+$/);
  step = workflowSteps(operator);
  await expect(step('Operador preenche').getByText('Finalizada', { exact: true })).toBeVisible();
  await expect(step('Não conforme?').getByText('Caminho seguido: Sim')).toBeVisible();
  await expect(step('Supervisor corrige').getByText('Aguardando início')).toBeVisible();
  await expect(step('Supervisor corrige').getByText('Aguardando: Sérgio Supervisor')).toBeVisible();

  // The supervisor fills the second step from the list; the flow ends.
  const supervisor = await newPage(browser);
  await login(supervisor, SUPERVISOR);
  await fillFromList(supervisor, `${NAME}: Supervisor corrige`, 'Sérgio Supervisor');
  await supervisor.getByRole('textbox', { name: /Texto curto/ }).fill('Extintor trocado');
  await supervisor.getByRole('button', { name: 'Finalizar' }).click();
  await expect(supervisor).toHaveURL(/#\/task\/view\/\d+$/);
  step = workflowSteps(supervisor);
  for (const name of ['Início', 'Operador preenche', 'Não conforme?', 'Supervisor corrige', 'Fim'])
    await expect(step(name).getByText('Finalizada', { exact: true }), name).toBeVisible();
  await expect(step('Supervisor corrige').getByText(/por Sérgio Supervisor/)).toBeVisible();
  await expect(step('Avisar cliente').getByText('Não iniciada')).toBeVisible();

  // A second document, answered 3: the default path's e-mail, in the outbox with the transition.
  const started = await commandOk(
    request,
    'SalvarDocumento',
    { MODELO_ID: formId, VERSAO: 1, VALORES: {}, CABECALHO: { title: 'Segunda vistoria' }, FINALIZADO: 1 },
    operatorToken,
  );
  const documentId = Number(started.ID);
  const first = (await steps(request, operatorToken, documentId)).find(
    (s) => s.name === 'Operador preenche',
  )!;
  const taskId = first.runs[0]!.details.taskIds![0]!;
  const filled = await command(
    request,
    'SalvarDocumento',
    {
      ID: documentId,
      MODELO_ID: formId,
      VERSAO: 1,
      VALORES: { number_1: 3 },
      ATIVIDADE_ID: taskId,
      FINALIZADO: 1,
    },
    operatorToken,
  );
  expect(filled.MESSAGES.ERRORS).toEqual([]);
  const after = await steps(request, operatorToken, documentId);
  const mail = after.find((s) => s.name === 'Avisar cliente')!;
  expect(mail.state).toBe('finished');
  expect(mail.runs[0]!.details.emails).toEqual([MAIL_TO]);
  expect(mail.runs[0]!.details.subject).toBe('Inspeção concluída');
  expect(Object.fromEntries(after.map((s) => [s.name, s.state]))).toEqual({
    Início: 'finished',
    'Operador preenche': 'finished',
    'Não conforme?': 'finished',
    'Avisar cliente': 'finished',
    'Supervisor corrige': 'notStarted',
    Fim: 'finished',
  });
  await operator.goto(`/#/task/view/${taskId}`);
  await operator.reload();
  step = workflowSteps(operator);
  for (const name of ['Início', 'Operador preenche', 'Não conforme?', 'Avisar cliente', 'Fim'])
    await expect(step(name).getByText('Finalizada', { exact: true }), name).toBeVisible();
  await expect(step('Avisar cliente').getByText(`E-mails enviados: ${MAIL_TO}`)).toBeVisible();
  await expect(step('Não conforme?').getByText('Caminho seguido: Padrão')).toBeVisible();
});
