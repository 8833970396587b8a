import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { OPERATOR, commandOk, login, shoot, skipTour, watchCsp } from './support';

// Issue 14, the running workflow: the operator starts the demo form "Inspeção com aprovação do supervisor",
// fills the step's task (only the inspection group editable, the supervisor's read-only), answers "Não
// conforme", and the task view shows the steps: the fill finished, the decision's branch, the supervisor's
// correction waiting with its expiry label, and the map (lazy React Flow) draws each step in its state and
// the branch taken. Screenshots at 1280 and 360 px; axe finds nothing at either width.
const FORM = 'Inspeção com aprovação do supervisor';
const LOCKED = 'Somente leitura nesta etapa do workflow';

test('the operator fills a workflow step and sees the steps on the task', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await skipTour(request, OPERATOR);
  const forms = await commandOk(request, 'ListarModelos', { BUSCA: FORM }, token);
  const form = (forms.MODELOS as Array<{ id: number; name: string; version: number }>).find(
    (f) => f.name === FORM,
  )!;
  // The starter's part: the start step has nothing for them to fill; the flow opens their task.
  const started = await commandOk(
    request,
    'SalvarDocumento',
    {
      MODELO_ID: form.id,
      VERSAO: form.version,
      VALORES: {},
      CABECALHO: { title: 'Inspeção E2E' },
      FINALIZADO: 1,
    },
    token,
  );
  const documentId = Number(started.ID);
  const flow = await commandOk(request, 'ConsultarWorkflowDocumento', { DOCUMENTO_ID: documentId }, token);
  const fill = (flow.PASSOS as Array<{ id: string; runs: Array<{ details: { taskIds: number[] } }> }>).find(
    (s) => s.id === 'vistoria_operador',
  )!;
  const taskId = fill.runs[0]!.details.taskIds[0]!;

  const csp = await watchCsp(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, OPERATOR);
  await page.goto(`/#/task_in_progress/${taskId}`);
  const correction = page.getByRole('region', { name: 'Correção do supervisor' });
  await expect(correction.getByText(LOCKED)).toBeVisible();
  await expect(correction.getByRole('textbox', { name: /Ação corretiva/ })).toHaveAttribute('readonly', '');
  const inspection = page.getByRole('region', { name: 'Vistoria' });
  await expect(inspection.getByText(LOCKED)).toHaveCount(0);
  await inspection.getByRole('radio', { name: 'Não conforme' }).check();
  await inspection.getByRole('textbox', { name: /Observação/ }).fill('Extintor vencido');
  await shoot(page, 'workflow-step-fill', { noSideScroll: true });
  await page.getByRole('button', { name: 'Finalizar' }).click();

  await expect(page).toHaveURL(new RegExp(`#/task/view/${taskId}`));
  const section = page.getByRole('region', { name: 'Workflow' });
  const steps = section.getByRole('list', { name: 'Etapas do workflow' });
  const step = (name: string) => steps.locator(':scope > li').filter({ hasText: name });
  await expect(step('Vistoria do operador').getByText('Finalizada', { exact: true })).toBeVisible();
  await expect(step('Conforme?').getByText('Caminho seguido: Não conforme')).toBeVisible();
  const waiting = step('Correção do supervisor');
  await expect(waiting.getByText('Aguardando início')).toBeVisible();
  await expect(waiting.getByText(/Expira em (47|48) horas/)).toBeVisible();
  await expect(waiting).toHaveAttribute('aria-current', 'step');
  await expect(step('Avisar o cliente').getByText('Não iniciada')).toBeVisible();
  // The map: each step in its state, the way not taken skipped, the branch taken drawn.
  const map = section.getByRole('img', { name: /^Mapa do workflow\./ });
  await expect(map).toHaveAttribute(
    'aria-label',
    'Mapa do workflow. Finalizada: 3; Aguardando início: 1; Não iniciada: 1; Não percorrida: 1; Etapa atual: Correção do supervisor',
  );
  const mapNode = (id: string) => map.locator(`.react-flow__node[data-id="${id}"] [data-state]`);
  await expect(mapNode('vistoria_operador')).toHaveAttribute('data-state', 'finished');
  await expect(mapNode('correcao_supervisor')).toHaveAttribute('data-state', 'waiting');
  await expect(mapNode('correcao_supervisor')).toContainText('Aguardando início');
  await expect(mapNode('avisar_cliente')).toHaveAttribute('data-state', 'skipped');
  await expect(mapNode('fim')).toHaveAttribute('data-state', 'notStarted');
  const mapEdge = (id: string) => map.locator(`.react-flow__edge[data-id="${id}"]`);
  await expect(mapEdge('decisao:nao_conforme')).toHaveClass(/\banimated\b/);
  await expect(mapEdge('decisao:conforme')).not.toHaveClass(/\banimated\b/);
  await expect(map.locator('.react-flow__node.draggable')).toHaveCount(0);
  await shoot(page, 'workflow-task-view', { noSideScroll: true });
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
  expect(csp).toEqual([]);
});
