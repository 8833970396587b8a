import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { commandOk, OPERATOR, shoot, skipTour, tokenOf, pageAt } from './support';

// Issue 6's filling and approval journey: the supervisor gives the operator a task to fill near an
// address and approve; the operator fills it there (the browser's position set near the address), the
// supervisor disapproves it with a justification, the operator corrects and finishes it again, the
// supervisor approves it for good. A position far away is refused, and a task waiting for another opens
// the locked page.

const SUPERVISOR = 'supervisor@demo.campo';
const FORM = 'Pesquisa de satisfação do cliente (NPS)';
/** The task's address: Marco Zero, Recife. */
const PLACE = { latitude: -8.063169, longitude: -34.871139 };
/** About 15 m from it. */
const NEAR = { latitude: -8.063269, longitude: -34.871189 };
/** About 5 km away. */
const FAR = { latitude: -8.1, longitude: -34.9 };

/** Today and a week from now in Brasília (the tasks' default FUSO), YYYY-MM-DD. */
function brasiliaDay(offsetDays: number): string {
  return new Date(Date.now() - 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** A task of the operator on the demo survey, to fill within 200 m of PLACE, approved by the supervisors. */
async function createTask(
  request: APIRequestContext,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const supervisor = await tokenOf(request, SUPERVISOR);
  const operator = await tokenOf(request, OPERATOR);
  const { MODELOS } = (await commandOk(request, 'ListarModelos', {}, supervisor)) as {
    MODELOS: Array<{ id: number; name: string }>;
  };
  const form = MODELOS.find((m) => m.name === FORM);
  expect(form, 'the demo survey form').toBeTruthy();
  const operatorId = (await commandOk(request, 'ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, operator))
    .USUARIO_LOGADO.id as number;
  const saved = await commandOk(
    request,
    'SalvarAtividade',
    {
      ATIVIDADE: {
        title,
        formId: form!.id,
        responsible: { kind: 'employee', id: operatorId },
        startDate: brasiliaDay(0),
        startHour: '00:00',
        dueDate: brasiliaDay(7),
        dueHour: '18:00',
        address: {
          street: 'Praça Rio Branco',
          number: 's/n',
          district: 'Recife',
          city: 'Recife',
          state: 'PE',
          cep: '50030-310',
          ...PLACE,
        },
        instructions: 'Entreviste o cliente no local e registre a avaliação.',
        fillInLocation: true,
        proximityMeters: 200,
        needsApproval: true,
        approvalGroupId: 159,
        ...extra,
      },
    },
    supervisor,
  );
  return Number(saved.ID);
}

/** Closes the toast saying `text` (out of the later screenshots' way). */
async function closeToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text, has: page.getByRole('button') });
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();
}

/** Answers the survey: a grade and how the service was. */
async function answerSurvey(page: Page, grade: string, service: string) {
  await page.locator('[data-field="nps"]').getByRole('button', { name: grade, exact: true }).click();
  await page.locator('[data-field="atendimento"]').getByRole('radio', { name: service }).check();
}

test('filled near the address, disapproved, corrected and approved', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await skipTour(request, OPERATOR);
  await skipTour(request, SUPERVISOR);
  const title = 'Pesquisa no Marco Zero';
  const id = await createTask(request, title);

  const operator = await pageAt(browser, OPERATOR, NEAR);
  await operator.goto(`/#/task_in_progress/${id}`);
  await expect(operator.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(operator.getByText('Entreviste o cliente no local e registre a avaliação.')).toBeVisible();
  await expect(operator.getByText('Praça Rio Branco, s/n - Recife - Recife/PE - 50030-310')).toBeVisible();
  await expect(
    operator.getByText(/Você está a \d+ m do endereço da atividade \(permitido: até 200 m\)/),
  ).toBeVisible();
  await answerSurvey(operator, '9', 'Ótimo');
  await shoot(operator, 'task-in-progress', { noSideScroll: true });
  await operator.getByRole('button', { name: 'Finalizar' }).click();
  await expect(operator).toHaveURL(new RegExp(`#/task/view/${id}$`));
  await closeToast(operator, 'Atividade finalizada');
  const summary = operator.getByRole('region', { name: 'Resumo da atividade' });
  await expect(summary.getByText('Finalizada · Entregue no prazo')).toBeVisible();
  await expect(summary.getByText('Aprovação pendente')).toBeVisible();

  // The operator asks about it in the approval chat.
  await operator.getByRole('link', { name: 'Conversa' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Conversa de aprovação' })).toBeVisible();
  await operator.getByLabel('Mensagem').fill('Cliente atendido no local, pode conferir?');
  await operator.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    operator.getByRole('log').getByText('Cliente atendido no local, pode conferir?'),
  ).toBeVisible();

  // The supervisor disapproves it from the approval list: the justification is required.
  const supervisor = await pageAt(browser, SUPERVISOR, PLACE);
  await supervisor.goto('/#/approval');
  await expect(supervisor.getByRole('heading', { level: 1, name: 'Aprovação de atividades' })).toBeVisible();
  const item = supervisor.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Otávio Operador')).toBeVisible();
  await expect(item.getByText(FORM)).toBeVisible();
  await expect(item.getByText(/^A \d+ m do endereço$/)).toBeVisible();
  await shoot(supervisor, 'approval-list', { noSideScroll: true });
  await item.getByRole('button', { name: 'Reprovar' }).click();
  const refuse = supervisor.getByRole('dialog', { name: 'Reprovar atividade' });
  await refuse.getByRole('button', { name: 'Reprovar' }).click();
  await expect(refuse.getByText('Justificação necessária.')).toBeVisible();
  await refuse.getByLabel(/Justificativa/).fill('Registre também o que o cliente achou do atendimento.');
  await shoot(supervisor, 'approval-disapprove');
  await refuse.getByRole('button', { name: 'Reprovar' }).click();
  await closeToast(supervisor, 'Atividade reprovada');
  await expect(supervisor.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  // The operator corrects the same document and finishes it again.
  await operator.goto(`/#/task_in_progress/${id}`);
  await expect(operator.getByText(/Reprovada por Sérgio Supervisor em/)).toBeVisible();
  await expect(
    operator.getByText(/Justificativa: Registre também o que o cliente achou do atendimento\./),
  ).toBeVisible();
  await expect(
    operator.locator('[data-field="atendimento"]').getByRole('radio', { name: 'Ótimo' }),
  ).toBeChecked();
  await shoot(operator, 'task-correction', { noSideScroll: true });
  await answerSurvey(operator, '7', 'Bom');
  await operator.getByRole('button', { name: 'Finalizar' }).click();
  await expect(operator).toHaveURL(new RegExp(`#/task/view/${id}$`));
  await expect(
    operator.getByRole('region', { name: 'Resumo da atividade' }).getByText('Aprovação pendente'),
  ).toBeVisible();

  // The supervisor reads the chat and approves for good.
  await supervisor.goto(`/#/approval/chat/${id}`);
  const log = supervisor.getByRole('log', { name: 'Mensagens e decisões' });
  await expect(log.getByText('Cliente atendido no local, pode conferir?')).toBeVisible();
  await expect(
    log.getByText('Justificativa: Registre também o que o cliente achou do atendimento.'),
  ).toBeVisible();
  await shoot(supervisor, 'approval-chat', { noSideScroll: true });
  await supervisor.goto('/#/approval');
  await supervisor
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Aprovar' })
    .click();
  const confirm = supervisor.getByRole('dialog', { name: 'Aprovar atividade?' });
  await expect(
    confirm.getByText('A aprovação é definitiva: depois de confirmada, não pode ser desfeita.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Aprovar definitivamente' }).click();
  await closeToast(supervisor, 'Atividade aprovada');

  await supervisor.goto(`/#/task/view/${id}`);
  const done = supervisor.getByRole('region', { name: 'Resumo da atividade' });
  await expect(done.getByText('Finalizada · Entregue no prazo')).toBeVisible();
  await expect(done.getByText('Aprovada', { exact: true })).toBeVisible();
  await expect(supervisor.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
  await expect(
    supervisor.locator('[data-field="atendimento"]').getByRole('radio', { name: 'Bom' }),
  ).toBeChecked();
  await shoot(supervisor, 'task-view', { noSideScroll: true });
  await supervisor.getByRole('tab', { name: 'Histórico de edição' }).click();
  const history = supervisor.getByRole('list', { name: 'Histórico de edição' });
  await expect(history.getByText('Aprovação: Aprovação pendente → Aprovada')).toBeVisible();
  await expect(history.getByText('Aprovação: Aprovação pendente → Reprovada')).toBeVisible();
  await expect(history.getByText('Situação: Finalizada → Em andamento')).toBeVisible();
  await shoot(supervisor, 'task-view-history', { noSideScroll: true });
});

test('a position far from the address is refused; a task waiting for another is locked', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await skipTour(request, OPERATOR);
  const id = await createTask(request, 'Pesquisa longe do local');
  const operator = await pageAt(browser, OPERATOR, FAR);
  await operator.goto(`/#/task_in_progress/${id}`);
  await expect(
    operator.getByText(/Você está a \d+ m do endereço da atividade \(permitido: até 200 m\)/),
  ).toBeVisible();
  await answerSurvey(operator, '8', 'Bom');
  await operator.getByRole('button', { name: 'Finalizar' }).click();
  const card = operator.getByRole('region', { name: 'Localização do preenchimento' });
  await expect(card.getByText('Você está fora da área de preenchimento desta atividade')).toBeVisible();
  await closeToast(operator, 'Você está fora da área de preenchimento desta atividade');
  await expect(operator).toHaveURL(new RegExp(`#/task_in_progress/${id}$`));
  await shoot(operator, 'task-out-of-area', { noSideScroll: true });

  // A task that needs the refused one finished first opens the locked page.
  const waiting = await createTask(request, 'Retorno ao cliente', { prerequisites: [id] });
  await operator.goto(`/#/task_in_progress/${waiting}`);
  await expect(operator).toHaveURL(new RegExp(`#/locked\\?task=${waiting}$`));
  await expect(operator.getByText('Esta atividade ainda não pode ser preenchida')).toBeVisible();
  await expect(operator.getByRole('link', { name: 'Pesquisa longe do local' })).toHaveAttribute(
    'href',
    `#/task/view/${id}`,
  );
  await shoot(operator, 'task-locked', { noSideScroll: true });
});

/** A tenth of a second of silence as a WAV file (8 kHz, 8-bit mono), the audio answer sent. */
function silentWav(): Buffer {
  const samples = 800;
  const wav = Buffer.alloc(44 + samples, 128);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(8000, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  return wav;
}

test("the task view's conformity report, audios and results", async ({ browser, request }) => {
  test.setTimeout(120_000);
  await skipTour(request, SUPERVISOR);
  const supervisorToken = await tokenOf(request, SUPERVISOR);
  const operatorToken = await tokenOf(request, OPERATOR);
  const options = (plans: boolean) => [
    { id: 'compliant', name: 'Conforme', score: 10 },
    {
      id: 'nonCompliant',
      name: 'Não conforme',
      score: 0,
      ...(plans
        ? { actionPlans: [{ type: 'addObservation', required: true, label: 'O que foi encontrado' }] }
        : {}),
    },
    { id: 'notApplicable', name: 'Não se aplica' },
  ];
  const form = await commandOk(
    request,
    'SalvarModelo',
    {
      MODELO: {
        name: 'Vistoria de extintores',
        score: true,
        groups: [
          {
            id: 'vistoria',
            name: 'Vistoria',
            fields: [
              { id: 'lacre', name: 'Lacre intacto', type: 'according', options: options(true) },
              { id: 'pressao', name: 'Pressão no verde', type: 'according', options: options(false) },
              { id: 'relato', name: 'Relato em áudio', type: 'audio' },
              {
                id: 'itens',
                name: 'Extintores',
                type: 'table',
                settings: {
                  columns: [
                    { id: 'local', name: 'Local', type: 'textShort' },
                    { id: 'carga', name: 'Carga (kg)', type: 'number' },
                  ],
                  results: [{ id: 'carga_total', name: 'Carga total', op: 'sum', column: 'carga' }],
                },
              },
              {
                id: 'carga_media',
                name: 'Carga média',
                type: 'numericFormula',
                formula: { mode: 'numeric', expression: 'carga_total / 2' },
              },
            ],
          },
        ],
      },
    },
    supervisorToken,
  );
  const formId = Number(form.ID);
  const id = await createTask(request, 'Vistoria dos extintores do prédio', { formId });

  // The operator fills it through the protocol: an audio upload, then the finished document.
  const upload = await (
    await request.post('/api/command', {
      multipart: {
        COMMAND: 'EnviarArquivoDocumento',
        PARSER: 'JSON',
        AUTH_TOKEN: operatorToken,
        'CMD.MODELO_ID': String(formId),
        'CMD.CAMPO_ID': 'relato',
        'CMD.FILE': { name: 'relato.wav', mimeType: 'audio/wav', buffer: silentWav() },
      },
    })
  ).json();
  expect(upload.ROOT.MESSAGES.ERRORS).toEqual([]);
  await commandOk(
    request,
    'SalvarDocumento',
    {
      MODELO_ID: formId,
      VERSAO: 1,
      VALORES: {
        lacre: 'nonCompliant',
        pressao: 'compliant',
        relato: [upload.ROOT.ARQUIVO],
        itens: [
          { local: 'Recepção', carga: 4 },
          { local: 'Garagem', carga: 6 },
        ],
      },
      PLANOS: { lacre: { observation: 'Lacre rompido no extintor da garagem.' } },
      FINALIZADO: 1,
      ATIVIDADE_ID: id,
      POSICAO: { lat: NEAR.latitude, lng: NEAR.longitude, accuracy: 10 },
    },
    operatorToken,
  );

  const supervisor = await pageAt(browser, SUPERVISOR, PLACE);
  await supervisor.goto(`/#/task/view/${id}?tab=conformity`);
  const panel = supervisor.getByRole('tabpanel');
  await expect(panel.getByText('1 não conformidade em 2 itens avaliados')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Lacre intacto' })).toBeVisible();
  await expect(panel.getByText('O que foi encontrado: Lacre rompido no extintor da garagem.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Pressão no verde' })).toHaveCount(0);
  await shoot(supervisor, 'task-view-conformity', { noSideScroll: true });

  await supervisor.getByRole('tab', { name: 'Áudios' }).click();
  const player = panel.getByLabel('Ouvir relato.wav');
  await expect(player).toBeVisible();
  expect(await player.evaluate((audio) => (audio as HTMLAudioElement).src)).toMatch(/^blob:/);
  await shoot(supervisor, 'task-view-audios', { noSideScroll: true });

  await supervisor.getByRole('tab', { name: 'Resultados' }).click();
  const value = (label: string) =>
    panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(value('Pontuação')).toHaveText('10');
  await expect(value('Carga total')).toHaveText('10');
  await expect(value('Carga média')).toHaveText('5');
  await expect(panel.getByText('Soma da tabela Extintores')).toBeVisible();
  await shoot(supervisor, 'task-view-results', { noSideScroll: true });
});
