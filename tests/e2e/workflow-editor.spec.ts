import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login, shoot, skipTour, watchCsp } from './support';
import {
  configureMailAndSave,
  drawInspectionWorkflow,
  expectSaveRefused,
  workflowNode as node,
} from './workflowSupport';

// Issue 14, the editor's part: the owner draws a workflow in the form editor's "Workflow" tab (fill →
// decision → e-mail / second fill → end), first sees a save refused for an unconfigured step, then saves;
// "Testar" routes typed answers; axe finds nothing on the tab at 1280 and 360 px. Screenshots of the map
// (refused, saved, tested) at 1280 and 360 px.
const NAME = 'Inspeção com workflow E2E';

test('the owner draws a workflow, sees an unconfigured step refused, then saves it; Testar routes the answers', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await skipTour(request);
  const csp = await watchCsp(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  await drawInspectionWorkflow(page, NAME);
  // The e-mail has no recipient nor text yet: marked on the map, and the save is refused.
  await expectSaveRefused(page);
  await shoot(page, 'workflow-editor-refused');

  await configureMailAndSave(page);

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
