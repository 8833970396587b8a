import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { commandOk, login, PASSWORD, shoot, skipTour } from './support';

// Issue 6: the activity list. The owner's tasks are created through the command protocol; the page
// filters them, changes their responsible in one go, deletes two with the typed phrase and the password,
// and shows the history, the map and the recurrent templates. Map tiles are refused (offline here).
const RUN = Date.now().toString(36);
const PREFIX = `Lista E2E ${RUN}`;
// Its generated tasks must not match the list's search of PREFIX.
const RECURRENT = `Ronda ${RUN} semanal`;
const title = (n: number) => `${PREFIX} A${n}`;

/** The local date `days` from today in Brasília (the server's default offset). */
const day = (days: number) =>
  new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);

interface Employee {
  id: number;
  name: string;
  surname?: string;
  email: string | null;
}

async function prepare(request: APIRequestContext) {
  const token = await skipTour(request);
  const forms = (await commandOk(request, 'ListarModelos', {}, token)).MODELOS as {
    id: number;
    name: string;
  }[];
  const formId = forms[0]!.id;
  const employees = (await commandOk(request, 'ListarColaboradores', { ATIVO: true }, token))
    .COLABORADORES as Employee[];
  const find = (email: string) => employees.find((e) => e.email === email)!;
  const operator = find('operador@demo.campo');
  const supervisor = find('supervisor@demo.campo');
  const located = { street: 'Rua da Aurora', number: '325', city: 'Recife', state: 'PE' };
  for (const n of [1, 2, 3, 4])
    await commandOk(
      request,
      'SalvarAtividade',
      {
        ATIVIDADE: {
          title: title(n),
          formId,
          responsible: { kind: 'employee', id: operator.id },
          startDate: day(0),
          dueDate: day(3 + n),
          dueHour: '17:00',
          urgent: n === 1,
          ...(n >= 3
            ? { address: { ...located, latitude: -8.06 + n / 100, longitude: -34.88 - n / 100 } }
            : {}),
        },
      },
      token,
    );
  await commandOk(
    request,
    'SalvarAtividadeRecorrente',
    {
      ATIVIDADE: {
        title: RECURRENT,
        formId,
        responsible: { kind: 'employee', id: operator.id },
        startDate: day(0),
        dueHour: '18:00',
      },
      RECORRENCIA: { recurrenceType: 'weekly', weekdays: [1, 4], expiryDays: 1 },
    },
    token,
  );
  return { token, supervisorName: [supervisor.name, supervisor.surname].filter(Boolean).join(' ') };
}

const rows = (page: Page) => page.getByRole('table', { name: 'Atividades' }).locator('tbody tr');

test('the activity list filters, mass-edits, mass-deletes and shows history, map and recurrent tasks', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token, supervisorName } = await prepare(request);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await login(page);

  // The list opens on the open tasks; a search narrows it, and the link keeps it.
  await page.goto(`/#/tasks?q=${encodeURIComponent(PREFIX)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Atividades' })).toBeVisible();
  await expect(page.getByText('4 de 4 atividades')).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Pendente: 4' })).toBeVisible();
  await shoot(page, 'task-list', { noSideScroll: true });

  // Filter by a state nobody is in, then back.
  await page.getByRole('combobox', { name: /Estados/ }).click();
  await page.getByRole('option', { name: 'Atrasada' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Nenhuma atividade encontrada com estes filtros.')).toBeVisible();
  await page.getByRole('button', { name: 'Pendente: 4' }).click();
  await expect(rows(page)).toHaveCount(4);
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(title(2));
  await expect(page.getByText('1 de 1 atividade')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(PREFIX);
  await expect(page.getByText('4 de 4 atividades')).toBeVisible();

  // Change the responsible of all of them.
  await page.getByRole('checkbox', { name: 'Selecionar todas as carregadas' }).check();
  await expect(page.getByText('4 selecionadas')).toBeVisible();
  await page.getByRole('button', { name: 'Alterar responsável' }).click();
  const edit = page.getByRole('dialog', { name: 'Alterar o responsável de 4 atividades' });
  await edit.getByRole('combobox', { name: /Novo responsável/ }).fill(supervisorName.split(' ')[0]!);
  await page.getByRole('option', { name: supervisorName }).click();
  await shoot(page, 'task-list-responsible', { widths: [1280] });
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('4 atividades alteradas')).toBeVisible();
  await expect(rows(page).filter({ hasText: supervisorName })).toHaveCount(4);
  const listed = await commandOk(request, 'ConsultarAtividadesFlowV2', { BUSCA: PREFIX }, token);
  expect(
    new Set((listed.ITEMS as { responsible: { name: string } }[]).map((i) => i.responsible.name)),
  ).toEqual(new Set([supervisorName]));

  // Delete two with the phrase and the password.
  await page.getByRole('checkbox', { name: `Selecionar ${title(1)}` }).check();
  await page.getByRole('checkbox', { name: `Selecionar ${title(2)}` }).check();
  await page.getByRole('toolbar').getByRole('button', { name: 'Excluir' }).click();
  const remove = page.getByRole('dialog', { name: 'Excluir atividades' });
  await expect(remove).toContainText('excluir 2 atividades');
  const confirm = remove.getByRole('button', { name: 'Excluir' });
  await remove.getByLabel('Frase de confirmação').fill('excluir 2 atividades');
  await expect(confirm).toBeDisabled();
  await remove.getByLabel('Sua senha').fill(PASSWORD);
  await shoot(page, 'task-list-delete', { widths: [1280, 360] });
  await confirm.click();
  await expect(page.getByText('2 atividades excluídas')).toBeVisible();
  await expect(page.getByText('2 de 2 atividades')).toBeVisible();

  // The history shows the deleted ones.
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Excluída' })).toHaveCount(2);
  await shoot(page, 'task-list-history', { noSideScroll: true });

  // The map: the two remaining tasks have coordinates.
  await page.getByRole('tab', { name: 'Mapa' }).click();
  const map = page.getByRole('region', { name: 'Mapa das atividades' });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(2);
  await expect(
    page.getByText('2 atividades no mapa; as sem endereço localizado não aparecem.'),
  ).toBeVisible();
  await shoot(page, 'task-list-map', { noSideScroll: true });

  // The recurrent templates.
  await page.getByRole('tab', { name: 'Recorrentes' }).click();
  await page.getByRole('searchbox', { name: 'Pesquisar recorrentes' }).fill(RECURRENT);
  await expect(page.getByRole('link', { name: RECURRENT, exact: true })).toBeVisible();
  await expect(page.getByText('Semanal: seg, qui · prazo de 1 dia')).toBeVisible();
  await shoot(page, 'task-list-recurrent', { noSideScroll: true });
});
