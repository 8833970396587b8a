import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { commandOk, login, newPage, OPERATOR, OWNER, PASSWORD, shoot, skipTour, tokenOf } from './support';

// Issue 16's journey: the owner turns the default approval flow on (the supervisors, two approvals); the
// admin edits a form (a field made required, an option added, a formula changed) and the field keeps
// filling the published version; two supervisors review it, one rejects an adjustment with a
// justification, the author fixes it and saves again, both approve; the field fills the new version.
const ADMIN = 'admin@demo.campo';
const SUPERVISOR = 'supervisor@demo.campo';
const SECOND = `supervisora.${Date.now()}@demo.campo`;
const FORM = `Câmara fria ${Date.now()}`;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let formId = 0;

/** A logged-in page of its own for `user`, the guided tour skipped. */
async function pageOf(browser: Browser, user: string): Promise<Page> {
  const page = await newPage(browser);
  await login(page, user);
  return page;
}

/** axe-core's WCAG A/AA violations of the page as it is, one line per element. */
async function axe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** The revision's adjustment whose text matches, in the review screen. */
const adjustment = (page: Page, text: RegExp) =>
  page
    .getByRole('region', { name: /Ajustes/ })
    .getByRole('listitem')
    .filter({ hasText: text })
    .first();

test.beforeAll(async ({ request }) => {
  mkdirSync('reports/screenshots', { recursive: true });
  const owner = await skipTour(request, OWNER);
  for (const user of [ADMIN, SUPERVISOR, OPERATOR]) await skipTour(request, user);
  // A second supervisor (role 159), as the owner would add one on the employees screen.
  await commandOk(
    request,
    'SalvarColaborador',
    {
      NAME: 'Sara',
      SURNAME: 'Supervisora',
      PHONE: '(11) 98888-0000',
      EMAIL: SECOND,
      ROLE_ID: 159,
      PASSWORD,
      CONFIRMATION: PASSWORD,
    },
    owner,
  );
  await skipTour(request, SECOND);
  // The form to change, created by the admin (a new form is published at once, flow or not).
  const admin = await skipTour(request, ADMIN);
  const saved = await commandOk(
    request,
    'SalvarModelo',
    {
      MODELO: {
        name: FORM,
        groups: [
          {
            id: 'g1',
            name: 'Medições',
            fields: [
              { id: 'temp', name: 'Temperatura', type: 'number' },
              {
                id: 'status',
                name: 'Situação',
                type: 'choiceSingle',
                options: [
                  { id: 'ok', name: 'Conforme' },
                  { id: 'nc', name: 'Não conforme' },
                ],
              },
              { id: 'qty', name: 'Quantidade', type: 'number' },
              { id: 'price', name: 'Preço', type: 'number' },
              {
                id: 'total',
                name: 'Total',
                type: 'numericFormula',
                formula: { mode: 'numeric', expression: 'qty * price' },
              },
            ],
          },
        ],
      },
    },
    admin,
  );
  formId = Number(saved.ID);
});

// The default flow goes back off, as Demo seeds it, pass or fail: the specs after this one save forms and
// expect them published at once.
test.afterEach(async ({ request }) => {
  const token = await tokenOf(request, OWNER);
  const flows = await commandOk(request, 'ConsultarFluxosAprovacao', {}, token);
  const { responsibles, minApprovals, finalApprover, deadline } = flows.PADRAO as Record<string, unknown>;
  await commandOk(
    request,
    'SalvarFluxoAprovacaoPadrao',
    { FLUXO: { responsibles, minApprovals, finalApprover, deadline, enabled: false } },
    token,
  );
});

test('a form change goes live only after two supervisors approve it', async ({ browser }) => {
  test.setTimeout(240_000);

  // The owner turns the default flow on: the supervisors, two approvals.
  const owner = await pageOf(browser, OWNER);
  await owner.goto('/#/form/approval');
  await expect(owner.getByRole('heading', { level: 1, name: 'Aprovação de formulários' })).toBeVisible();
  await owner.getByRole('link', { name: 'Configurar fluxos' }).click();
  const defaults = owner.getByRole('region', { name: 'Fluxo padrão' });
  const enabled = defaults.getByRole('switch', { name: 'Aprovação padrão ativa' });
  if (!(await enabled.isChecked())) await enabled.click();
  await defaults.getByLabel('Mínimo de aprovações').selectOption('2');
  await expect(defaults.getByText('Supervisor', { exact: true })).toBeVisible();
  const saved = owner.waitForResponse((r) =>
    (r.request().postData() ?? '').includes('SalvarFluxoAprovacaoPadrao'),
  );
  await defaults.getByRole('button', { name: 'Salvar' }).click();
  const answer = (await (await saved).json()) as { ROOT: { RESULT: string; MESSAGES: unknown } };
  expect(answer.ROOT.RESULT, JSON.stringify(answer.ROOT.MESSAGES)).toBe('1');
  await owner.context().close();

  // The admin edits the form: Temperatura required, an option added, the formula changed.
  const admin = await pageOf(browser, ADMIN);
  await admin.goto(`/#/form/edit/${formId}`);
  const group = admin.getByRole('region', { name: 'Grupo Medições' });
  await group.getByRole('button', { name: 'Editar Temperatura', exact: true }).click();
  let panel = admin.getByRole('region', { name: 'Configurações do campo Temperatura' });
  await panel.getByLabel('Obrigatório').check();
  await panel.getByRole('button', { name: 'Fechar' }).click();
  await group.getByRole('button', { name: 'Editar Situação', exact: true }).click();
  panel = admin.getByRole('region', { name: 'Configurações do campo Situação' });
  await panel.getByRole('button', { name: 'Adicionar opção' }).click();
  await panel.getByRole('textbox', { name: 'Opção 3', exact: true }).fill('Não aplicável');
  await panel.getByRole('button', { name: 'Fechar' }).click();
  await group.getByRole('button', { name: 'Editar Total', exact: true }).click();
  panel = admin.getByRole('region', { name: 'Configurações do campo Total' });
  await panel.getByLabel('Expressão').fill('qty * price * 1.1');
  await expect(panel.getByText('Fórmula válida')).toBeVisible();
  await panel.getByRole('button', { name: 'Fechar' }).click();
  await admin.getByRole('button', { name: 'Salvar' }).click();
  await expect(admin.getByText('Alteração enviada para aprovação')).toBeVisible();
  await expect(
    admin.getByRole('status', { name: 'Aprovação do formulário' }).getByText('Em revisão', { exact: true }),
  ).toBeVisible();

  // The field still fills the published version: Temperatura optional, two options.
  const field = await pageOf(browser, OPERATOR);
  await field.goto(`/#/form/view/${formId}`);
  await expect(field.getByRole('heading', { level: 1, name: FORM })).toBeVisible();
  await expect(field.getByText('Conforme', { exact: true })).toBeVisible();
  await expect(field.getByText('Não aplicável')).toHaveCount(0);

  // The first supervisor rejects the new option with a justification.
  const first = await pageOf(browser, SUPERVISOR);
  await first.goto('/#/form/approval');
  await expect(first.getByRole('list', { name: 'Resumo das revisões' })).toBeVisible();
  expect(await axe(first)).toEqual([]);
  await shoot(first, 'form-approval-list', { noSideScroll: true });
  await first.getByRole('link', { name: `Revisar ${FORM}` }).click();
  await expect(first.getByRole('heading', { level: 1, name: 'Revisão de aprovação' })).toBeVisible();
  await expect(adjustment(first, /Temperatura.*obrigatório/)).toBeVisible();
  await expect(adjustment(first, /Fórmula do campo "Total"/)).toBeVisible();
  await expect(first.getByRole('region', { name: /^Nova versão/ }).getByText('Não aplicável')).toBeVisible();
  expect(await axe(first)).toEqual([]);
  await shoot(first, 'form-approval-review', { noSideScroll: true });
  const option = adjustment(first, /Não aplicável/);
  await option.getByRole('button', { name: /^Rejeitar ajuste:/ }).click();
  const reject = first.getByRole('dialog', { name: 'Rejeitar ajuste' });
  await reject.getByRole('textbox', { name: /Justificativa/ }).fill('Use o texto da norma: "Não se aplica"');
  await reject.getByRole('button', { name: 'Rejeitar' }).click();
  await expect(first.getByText('Reprovado', { exact: true }).first()).toBeVisible();
  await first.getByRole('textbox', { name: 'Mensagem' }).fill('Só o nome da opção, o resto está certo.');
  await first.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    first.getByRole('log', { name: 'Conversa da revisão' }).getByText('Só o nome da opção'),
  ).toBeVisible();

  // The author sees why, fixes the option and saves again: round 2.
  await admin.goto('/#/forms');
  await admin.goto(`/#/form/edit/${formId}`);
  const notice = admin.getByRole('status', { name: 'Aprovação do formulário' });
  await expect(notice.getByText('Reprovado', { exact: true })).toBeVisible();
  await expect(notice.getByText(/Não se aplica/)).toBeVisible();
  await group.getByRole('button', { name: 'Editar Situação', exact: true }).click();
  panel = admin.getByRole('region', { name: 'Configurações do campo Situação' });
  await panel.getByRole('textbox', { name: 'Opção 3', exact: true }).fill('Não se aplica');
  await panel.getByRole('button', { name: 'Fechar' }).click();
  await admin.getByRole('button', { name: 'Salvar' }).click();
  await expect(admin.getByText('Alteração enviada para aprovação')).toBeVisible();
  await expect(notice.getByText('Em revisão', { exact: true })).toBeVisible();

  // Both supervisors approve round 2; the second approval publishes it.
  await first.goto('/#/form/approval');
  await first.getByRole('link', { name: `Revisar ${FORM}` }).click();
  await expect(first.getByRole('link', { name: 'Rodada 2' })).toHaveAttribute('aria-current', 'page');
  await first.getByRole('button', { name: 'Aprovar revisão' }).click();
  await first
    .getByRole('dialog', { name: 'Aprovar revisão' })
    .getByRole('button', { name: 'Aprovar' })
    .click();
  await expect(first.getByText('Você já aprovou esta rodada.')).toBeVisible();

  const second = await pageOf(browser, SECOND);
  await second.goto('/#/form/approval');
  await second.getByRole('link', { name: `Revisar ${FORM}` }).click();
  await second.getByRole('button', { name: 'Aprovar revisão' }).click();
  await second
    .getByRole('dialog', { name: 'Aprovar revisão' })
    .getByRole('button', { name: 'Aprovar' })
    .click();
  await expect(second.getByText(/a nova versão já é a preenchida em campo/)).toBeVisible();
  await expect(second.getByText('Aprovado', { exact: true }).first()).toBeVisible();

  // The field now fills the new version.
  await field.goto('/#/forms');
  await field.goto(`/#/form/view/${formId}`);
  await expect(field.getByRole('heading', { level: 1, name: FORM })).toBeVisible();
  await expect(field.getByText('Não se aplica')).toBeVisible();
  for (const page of [admin, field, first, second]) await page.context().close();
});
