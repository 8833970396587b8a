import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, shoot, skipTour, watchCsp } from './support';

// Issue 14, the editor's part: the owner draws a workflow in the form editor's "Workflow" tab (fill →
// decision → e-mail / second fill → end), first sees a save refused for an unconfigured step, then saves;
// "Testar" routes typed answers; axe finds nothing on the tab at 1280 and 360 px. Screenshots of the map
// (refused, saved, tested) at 1280 and 360 px.
const NAME = 'Inspeção com workflow E2E';
const REFUSED = 'Não foi possível salvar o modelo. Por favor, revise o workflow e salve-o novamente';

const node = (page: Page, name: RegExp | string): Locator => page.getByRole('group', { name });
const settingsOf = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: `Configurações da etapa ${name}` });

/** Adds a step from the palette (it opens selected) and names it. */
async function addStep(page: Page, label: string, name: string) {
  await page
    .getByRole('region', { name: 'Adicionar etapa' })
    .getByRole('button', { name: `Adicionar ${label}` })
    .click();
  await page.getByLabel('Nome da etapa').fill(name);
  await expect(settingsOf(page, name)).toBeVisible();
  return settingsOf(page, name);
}

/** Selects a step on the map from the keyboard (focus, Enter) and answers its settings panel. */
async function select(page: Page, name: RegExp, title: string): Promise<Locator> {
  await node(page, name).focus();
  await page.keyboard.press('Enter');
  const panel = settingsOf(page, title);
  await expect(panel).toBeVisible();
  return panel;
}

test('the owner draws a workflow, sees an unconfigured step refused, then saves it; Testar routes the answers', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await skipTour(request);
  const csp = await watchCsp(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  await page.goto('/#/form/new');
  await page.getByLabel('Nome do formulário').fill(NAME);

  // The form: a number in the first group (the decision's answer), a second group for the supervisor.
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
  await expect(node(page, /^Início: Início/)).toBeVisible();

  // First fill: the operator (the person who started it) fills group 1 within 24 hours.
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
  await select(page, /^Decisão: Não conforme\?/, 'Não conforme?');
  const supervisor = await addStep(page, 'Preenchimento de documento', 'Supervisor corrige');
  await supervisor.getByRole('checkbox', { name: 'Grupo 2' }).check();
  await supervisor.getByLabel('Prazo (horas)').fill('8');
  await supervisor.getByLabel('Quem preenche').selectOption('previousPerson');
  await supervisor.getByLabel('Próxima etapa').selectOption('end');
  await select(page, /^Enviar e-mail: Avisar cliente/, 'Avisar cliente');
  await settingsOf(page, 'Avisar cliente').getByLabel('Próxima etapa').selectOption('end');
  await select(page, /^Preenchimento de documento: Operador preenche/, 'Operador preenche');
  await settingsOf(page, 'Operador preenche').getByLabel('Próxima etapa').selectOption('decision_1');

  // The decision: "Sim" when the number is over 5 → supervisor; the default → e-mail.
  const decision = await select(page, /^Decisão: Não conforme\?/, 'Não conforme?');
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

  // The e-mail has no recipient nor text yet: marked on the map, and the save is refused.
  await expect(node(page, 'Enviar e-mail: Avisar cliente (não configurada)')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: REFUSED }).first()).toBeVisible();
  await expect(page).toHaveURL(/#\/form\/new/);
  await shoot(page, 'workflow-editor-refused');

  const mail = await select(page, /^Enviar e-mail: Avisar cliente/, 'Avisar cliente');
  await mail.getByLabel('Outros endereços de e-mail').fill('cliente@example.com');
  await mail.getByLabel('Assunto', { exact: true }).fill('Inspeção concluída');
  await mail.getByLabel('Texto do e-mail').fill('Resultado: ');
  await mail.getByLabel('Inserir campo no texto').selectOption('number_1');
  await expect(page.getByText('Workflow pronto para salvar')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/form\/edit\/\d+$/);
  await expect(page.getByText('Versão 1')).toBeVisible();

  // Reopened, the map is drawn where it was left.
  await page.reload();
  await page.getByRole('tab', { name: 'Workflow' }).click();
  await expect(node(page, 'Decisão: Não conforme?')).toBeVisible();
  await expect(page.getByText('Workflow pronto para salvar')).toBeVisible();
  await shoot(page, 'workflow-editor');

  // Testar: a number over 5 goes to the supervisor; nothing is saved.
  await page.getByRole('button', { name: 'Testar' }).click();
  const testing = page.getByRole('region', { name: 'Testar as decisões' });
  await expect(testing.getByText('Não conforme? → Padrão')).toBeVisible();
  await testing.getByLabel('Número').fill('7');
  await expect(testing.getByText('Não conforme? → Sim')).toBeVisible();
  await expect(
    node(page, 'Preenchimento de documento: Supervisor corrige').locator('[data-taken]'),
  ).toHaveCount(1);
  await shoot(page, 'workflow-editor-test');

  // axe: the tab with the map and the test panel, on a desktop and a phone.
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .setLegacyMode(true)
      .analyze();
    expect(
      axe.violations.flatMap((v) => v.nodes.map((n) => `${width}: ${v.id} ${n.target.join(' ')}`)),
    ).toEqual([]);
  }
  // React Flow's styles and inline positions pass the Content-Security-Policy.
  expect(csp).toEqual([]);
});
