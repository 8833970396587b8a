import { expect, type Locator, type Page } from '@playwright/test';

// What the workflow journeys share: the editor's map and step panels, and drawing the workflow
// (fill → decision → e-mail / second fill → end) on a new form in the form editor's "Workflow" tab.

/** The refused save's message (spec 001 §5). */
export const WORKFLOW_REFUSED =
  'Não foi possível salvar o modelo. Por favor, revise o workflow e salve-o novamente';

/** A step on the map, by its accessible name ("<type>: <name>"). */
export const workflowNode = (page: Page, name: RegExp | string): Locator => page.getByRole('group', { name });

/** A step's settings panel. */
export const stepSettings = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: `Configurações da etapa ${name}` });

/** Adds a step from the palette (it opens selected), names it and answers its settings panel. */
export async function addStep(page: Page, label: string, name: string): Promise<Locator> {
  await page
    .getByRole('region', { name: 'Adicionar etapa' })
    .getByRole('button', { name: `Adicionar ${label}` })
    .click();
  await page.getByLabel('Nome da etapa').fill(name);
  await expect(stepSettings(page, name)).toBeVisible();
  return stepSettings(page, name);
}

/** Selects a step on the map from the keyboard (focus, Enter) and answers its settings panel. */
export async function selectStep(page: Page, name: RegExp, title: string): Promise<Locator> {
  await workflowNode(page, name).focus();
  await page.keyboard.press('Enter');
  const panel = stepSettings(page, title);
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * On the form editor (logged in), draws a new form `name`: a number in "Grupo 1" (the decision's answer)
 * and a short text in "Grupo 2" (the supervisor's part); then its workflow: "Operador preenche" (Grupo 1,
 * the previous person, 24 h) → "Não conforme?" (path "Sim" when the number is over 5 → "Supervisor
 * corrige" (Grupo 2, 8 h, assigned by `assignSupervisor`, the previous person when absent); the default →
 * "Avisar cliente", an e-mail) → end. The start is linked to the first fill with the mouse. The e-mail is
 * left unconfigured: the caller sees the save refused, then calls {@link configureMailAndSave}.
 */
export async function drawInspectionWorkflow(
  page: Page,
  name: string,
  assignSupervisor?: (panel: Locator) => Promise<void>,
) {
  await page.goto('/#/form/new');
  await page.getByLabel('Nome do formulário').fill(name);
  await page.getByRole('button', { name: 'Adicionar campo Número', exact: true }).click();
  await page
    .getByRole('region', { name: 'Configurações do campo Número' })
    .getByRole('button', { name: 'Fechar' })
    .click();
  await page.getByRole('button', { name: 'Adicionar grupo' }).click();
  const second = page.getByRole('region', { name: 'Grupo Grupo 2' });
  await second.getByRole('button', { name: 'Adicionar campo', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Adicionar campo Texto curto', exact: true })
    .click();
  await page
    .getByRole('region', { name: 'Configurações do campo Texto curto' })
    .getByRole('button', { name: 'Fechar' })
    .click();

  await page.getByRole('tab', { name: 'Workflow' }).click();
  await page.getByRole('button', { name: 'Criar workflow' }).click();
  await expect(workflowNode(page, /^Início: Início/)).toBeVisible();

  const fill = await addStep(page, 'Preenchimento de documento', 'Operador preenche');
  await fill.getByRole('checkbox', { name: 'Grupo 1' }).check();
  await fill.getByLabel('Prazo (horas)').fill('24');
  await fill.getByLabel('Quem preenche').selectOption('previousPerson');

  // Start → first fill, drawn with the mouse from the start's output to the step.
  const from = (await page
    .locator('.react-flow__node[data-id="start"] .react-flow__handle.source')
    .boundingBox())!;
  const to = (await page
    .locator('.react-flow__node[data-id="documentFill_1"] .react-flow__handle.target')
    .boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByRole('group', { name: 'Ligação de Início para Operador preenche' })).toHaveCount(1);

  // The decision below it, the e-mail below the decision and the supervisor's fill beside the e-mail.
  await addStep(page, 'Decisão', 'Não conforme?');
  await addStep(page, 'Enviar e-mail', 'Avisar cliente');
  await selectStep(page, /^Decisão: Não conforme\?/, 'Não conforme?');
  const supervisor = await addStep(page, 'Preenchimento de documento', 'Supervisor corrige');
  await supervisor.getByRole('checkbox', { name: 'Grupo 2' }).check();
  await supervisor.getByLabel('Prazo (horas)').fill('8');
  if (assignSupervisor) await assignSupervisor(supervisor);
  else await supervisor.getByLabel('Quem preenche').selectOption('previousPerson');
  await supervisor.getByLabel('Próxima etapa').selectOption('end');
  await selectStep(page, /^Enviar e-mail: Avisar cliente/, 'Avisar cliente');
  await stepSettings(page, 'Avisar cliente').getByLabel('Próxima etapa').selectOption('end');
  await selectStep(page, /^Preenchimento de documento: Operador preenche/, 'Operador preenche');
  await stepSettings(page, 'Operador preenche').getByLabel('Próxima etapa').selectOption('decision_1');

  // The decision: "Sim" when the number is over 5 → supervisor; the default → e-mail.
  const decision = await selectStep(page, /^Decisão: Não conforme\?/, 'Não conforme?');
  const yes = decision.getByRole('group', { name: 'Caminho 1' });
  await yes.getByLabel('Nome do caminho').fill('Sim');
  await yes.getByRole('button', { name: 'Adicionar condição' }).click();
  await yes.getByLabel('Grupo ou campo').selectOption('number_1');
  await yes.getByLabel('Comparação').selectOption('greater');
  await yes.getByLabel('Valor').fill('5');
  await expect(yes.getByText('Regra válida')).toBeVisible();
  await yes.getByLabel('Próxima etapa').selectOption('documentFill_2');
  await decision
    .getByRole('group', { name: 'Caminho 2' })
    .getByLabel('Próxima etapa')
    .selectOption('sendEmail_1');
}

/** Asserts the e-mail step is marked unconfigured and a save is refused with the spec's message. */
export async function expectSaveRefused(page: Page) {
  await expect(workflowNode(page, 'Enviar e-mail: Avisar cliente (não configurada)')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: WORKFLOW_REFUSED }).first()).toBeVisible();
  await expect(page).toHaveURL(/#\/form\/new/);
}

/**
 * Configures the e-mail step (to `to`, subject "Inspeção concluída", the number in the text) and saves
 * the form: answers the saved form's id.
 */
export async function configureMailAndSave(page: Page, to = 'cliente@example.com'): Promise<number> {
  const mail = await selectStep(page, /^Enviar e-mail: Avisar cliente/, 'Avisar cliente');
  await mail.getByLabel('Outros endereços de e-mail').fill(to);
  await mail.getByLabel('Assunto', { exact: true }).fill('Inspeção concluída');
  await mail.getByLabel('Texto do e-mail').fill('Resultado: ');
  await mail.getByLabel('Inserir campo no texto').selectOption('number_1');
  await expect(page.getByText('Workflow pronto para salvar')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/form\/edit\/\d+$/);
  await expect(page.getByText('Versão 1')).toBeVisible();
  return Number(/#\/form\/edit\/(\d+)$/.exec(page.url())![1]);
}
