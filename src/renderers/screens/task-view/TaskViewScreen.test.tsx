import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';
import { taskFixture, taskPageHandlers } from '../../testing/taskFixtures';

const model: FormModel = {
  name: 'Inspeção predial',
  score: true,
  groups: [
    {
      id: 'g',
      name: 'Segurança',
      fields: [
        {
          id: 'extinguisher',
          name: 'Extintores',
          type: 'according',
          options: [
            { id: 'compliant', name: 'Conforme', score: 10 },
            {
              id: 'nonCompliant',
              name: 'Não conforme',
              actionPlans: [{ type: 'addObservation', label: 'O que falta' }],
            },
          ],
        },
        { id: 'exits', name: 'Saídas de emergência', type: 'according' },
        { id: 'voice', name: 'Relato em áudio', type: 'audio' },
        { id: 'rooms', name: 'Salas', type: 'number' },
        {
          id: 'perRoom',
          name: 'Área por sala',
          type: 'numericFormula',
          formula: { mode: 'numeric', expression: '120 / rooms' },
        },
        {
          id: 'items',
          name: 'Itens',
          type: 'table',
          settings: {
            columns: [{ id: 'qty', name: 'Quantidade', type: 'number' }],
            results: [{ id: 'totalQty', name: 'Total de itens', op: 'sum', column: 'qty' }],
          },
        },
      ],
    },
  ],
};

const baseTask = taskFixture({
  title: 'Inspeção do bloco B',
  responsible: { kind: 'employee', id: 40 },
  clientId: 12,
  address: { street: 'Av. Boa Viagem', number: '500', city: 'Recife', state: 'PE' },
  needsApproval: true,
  approvalGroupId: 159,
  urgent: true,
  status: 'finished',
  approval: 'pending',
  documentId: 31,
  startedAt: '2026-11-21T12:00:00.000Z',
  finishedAt: '2026-11-21T13:00:00.000Z',
  updatedAt: '2026-11-21T13:00:00.000Z',
  state: 'finished',
  doneLabel: 'onTime',
  card: 'done',
});

const documentAnswer = {
  DOCUMENTO: {
    id: 31,
    formId: 7,
    version: 1,
    values: {
      extinguisher: 'nonCompliant',
      exits: 'compliant',
      voice: [{ fileId: 'a-1', name: 'relato.m4a', mimeType: 'audio/mp4', size: 2048 }],
      rooms: 4,
      perRoom: 30,
      items: [{ qty: 2 }, { qty: 3 }],
      totalQty: 5,
    },
    plans: { extinguisher: { observation: 'Extintor do 2º andar vencido' } },
    header: {},
    finished: true,
    score: 0,
    createdAt: '2026-11-21T12:00:00.000Z',
    finishedAt: '2026-11-21T13:00:00.000Z',
  },
  MODELO: model,
};

const names: Record<string, string> = { employee: 'Otávio Operador', client: 'Condomínio Mar Azul' };

/** Clicks a tab and waits until it is the chosen one (the tab lives in the URL: a navigation). */
async function chooseTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name, selected: true })).toBeTruthy());
}

describe('task view (/task/view/:id)', () => {
  it('shows the summary and every tab, and approves after the irreversible confirmation', async () => {
    let approval = 'pending';
    const app = renderApp({
      path: '/task/view/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarAtividade: () => ({
          ATIVIDADE: { ...baseTask, approval },
          HISTORICO: [
            {
              at: '2026-11-21T13:00:00.000Z',
              userId: 40,
              userName: 'Otávio Operador',
              changes: {
                status: { from: 'in_progress', to: 'finished' },
                approval: { from: null, to: 'pending' },
              },
            },
            {
              at: '2026-11-20T10:00:00.000Z',
              userId: 2,
              userName: 'Maria Dona',
              changes: {
                title: { from: 'Inspeção bloco B', to: 'Inspeção do bloco B' },
                urgent: { from: false, to: true },
              },
            },
          ],
        }),
        ConsultarDocumento: () => documentAnswer,
        ConsultarMensagensAprovacao: () => ({
          APROVACAO: { status: 'finished', approval, canApprove: true },
          MENSAGENS: [],
          DECISOES: [],
        }),
        GetEntity: (params) => ({ ITEM: { id: params.ID, name: names[String(params.ENTITY)] }, VERSION: 1 }),
        BaixarArquivoDocumento: () => new Blob(['x'], { type: 'audio/mp4' }),
        AprovarAtividade: () => ((approval = 'approved'), { ID: 5, VERSAO: 5 }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inspeção do bloco B' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Resumo da atividade' });
    expect(within(summary).getByText('Finalizada · Entregue no prazo')).toBeTruthy();
    expect(within(summary).getByText('Feito')).toBeTruthy();
    expect(within(summary).getByText('Aprovação pendente')).toBeTruthy();
    expect(within(summary).getByText('Urgente')).toBeTruthy();
    expect(await within(summary).findByText('Otávio Operador')).toBeTruthy();
    expect(await within(summary).findByText('Condomínio Mar Azul')).toBeTruthy();
    expect(within(summary).getByText('Inspeção predial')).toBeTruthy();
    expect(within(summary).getByText('Av. Boa Viagem, 500 - Recife/PE')).toBeTruthy();
    // Not the responsible: nothing to fill; finished: nothing to edit.
    expect(screen.queryByRole('link', { name: 'Preencher' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Conversa' }).getAttribute('href')).toBe('/approval/chat/5');

    // Documento: the stored document, read-only.
    expect(await screen.findByText('Finalizado')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Não conforme', checked: true })).toBeTruthy();

    await chooseTab('Histórico de edição');
    const history = screen.getByRole('list', { name: 'Histórico de edição' });
    expect(within(history).getByText(/^Otávio Operador em/)).toBeTruthy();
    expect(within(history).getByText('Situação').parentElement!.textContent).toBe(
      'Situação: Em andamento → Finalizada',
    );
    expect(within(history).getByText('Aprovação').parentElement!.textContent).toBe(
      'Aprovação: (vazio) → Aprovação pendente',
    );
    expect(within(history).getByText('Título').parentElement!.textContent).toBe(
      'Título: Inspeção bloco B → Inspeção do bloco B',
    );
    expect(within(history).getByText('Urgente').parentElement!.textContent).toBe('Urgente: Não → Sim');
    expect(app.router.state.location.search).toBe('?tab=history');

    await chooseTab('Relatório de conformidade');
    expect(screen.getByText('1 não conformidade em 2 itens avaliados')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Extintores' })).toBeTruthy();
    expect(screen.getByText('O que falta: Extintor do 2º andar vencido')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Saídas de emergência' })).toBeNull();

    await chooseTab('Áudios');
    expect(screen.getByRole('heading', { name: 'Relato em áudio' })).toBeTruthy();
    const player = await screen.findByLabelText('Ouvir relato.m4a');
    expect(player.tagName).toBe('AUDIO');
    expect(player.hasAttribute('controls')).toBe(true);

    await chooseTab('Resultados');
    const results = screen.getByRole('tabpanel');
    expect(within(results).getByText('Pontuação').closest('dt')!.nextElementSibling!.textContent).toBe('0');
    expect(within(results).getByText('Área por sala').closest('dt')!.nextElementSibling!.textContent).toBe(
      '30',
    );
    expect(within(results).getByText('Total de itens').closest('dt')!.nextElementSibling!.textContent).toBe(
      '5',
    );
    expect(within(results).getByText('Soma da tabela Itens')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar atividade?' });
    expect(
      within(dialog).getByText('A aprovação é definitiva: depois de confirmada, não pode ser desfeita.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprovar definitivamente' }));
    expect(await within(summary).findByText('Aprovada')).toBeTruthy();
    expect(app.calls.filter((c) => c.name === 'AprovarAtividade').map((c) => c.params)).toEqual([{ ID: 5 }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull());
  });

  it('offers its responsible to continue a draft, to edit, and says what each tab lacks', async () => {
    renderApp({
      path: '/task/view/5?tab=history',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: taskPageHandlers({
        task: () => taskFixture({ title: baseTask.title, clientId: 12, address: baseTask.address }),
        model,
      }),
    });
    expect(await screen.findByText('Nenhuma alteração registrada.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preencher' }).getAttribute('href')).toBe('/task_in_progress/5');
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/task/edit/5/0');
    expect(screen.queryByRole('link', { name: 'Conversa' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(await screen.findByText('Inspeção predial')).toBeTruthy();
    for (const tab of ['Documento', 'Relatório de conformidade', 'Áudios', 'Resultados']) {
      await chooseTab(tab);
      expect(screen.getByText('Esta atividade ainda não tem documento.')).toBeTruthy();
    }
  });

  it('says so when the document has no conformity answers, audios or results', async () => {
    const plain: FormModel = {
      name: 'Simples',
      groups: [{ id: 'g', name: 'G', fields: [{ id: 'obs', name: 'Observação', type: 'textShort' }] }],
    };
    renderApp({
      path: '/task/view/5?tab=conformity',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarAtividade: () => ({
          ATIVIDADE: { ...baseTask, needsApproval: false, approval: null },
          HISTORICO: [],
        }),
        ConsultarDocumento: () => ({
          ...documentAnswer,
          DOCUMENTO: { ...documentAnswer.DOCUMENTO, values: { obs: 'ok' }, plans: {}, score: null },
          MODELO: plain,
        }),
        GetEntity: (params) => ({ ITEM: { id: params.ID, name: 'Otávio Operador' }, VERSION: 1 }),
      },
    });
    expect(await screen.findByText('Este documento não tem respostas de conformidade.')).toBeTruthy();
    await chooseTab('Áudios');
    expect(screen.getByText('Nenhum áudio neste documento.')).toBeTruthy();
    await chooseTab('Resultados');
    expect(
      screen.getByText('Este documento não tem pontuação, fórmulas nem resultados de tabela.'),
    ).toBeTruthy();
  });
});
