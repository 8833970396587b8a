import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorEnvelope, type Envelope } from '../../../runtime/protocol/envelope';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const OPTIONS = {
  MODELOS: [
    { id: 3, name: 'Checklist de segurança' },
    { id: 4, name: 'Vistoria' },
  ],
  PASTAS: [],
  OPCOES_ACESSO: { roles: [], squads: [{ id: 40, name: 'Equipe Norte' }], employees: [] },
};

const EMPLOYEES = [
  { id: 12, version: 1, name: 'Otávio Operador' },
  { id: 13, version: 1, name: 'Sara Supervisora' },
];

const handlers = {
  ListarModelos: () => OPTIONS,
  ListEntities: (p: Record<string, unknown>) => {
    const search = String(p.SEARCH ?? '').toLowerCase();
    const items: Array<{ id: number; version: number; name?: string; title?: string }> =
      p.ENTITY === 'employee'
        ? EMPLOYEES
        : p.ENTITY === 'client'
          ? [{ id: 70, version: 1, name: 'Padaria Aurora' }]
          : [
              { id: 81, version: 1, title: 'Loja Centro' },
              { id: 82, version: 1, title: 'Loja Centro' },
            ];
    const found = items.filter((i) =>
      String(i.name ?? i.title)
        .toLowerCase()
        .includes(search),
    );
    return { ITEMS: found, TOTAL: found.length };
  },
};

const HEADER =
  'Título;Modelo;Responsável;Data de início;Hora de início;Data do prazo;Hora do prazo;Cliente;Unidade;Instruções;Urgente';

async function upload(lines: string[]) {
  const user = userEvent.setup();
  await user.upload(
    await screen.findByTestId('spreadsheet-input'),
    new File([[HEADER, ...lines].join('\n')], 'atividades.csv', { type: 'text/csv' }),
  );
  return user;
}

describe('create multiple tasks (/task/create_multiple)', () => {
  it('resolves names, shows the page and server row errors with nothing created, then creates all', async () => {
    let answer: () => Record<string, unknown> | Envelope = () => {
      const envelope = errorEnvelope(
        'ENTITY_ROWS_INVALID',
        'Nada foi salvo. linha 2, campo Data do prazo: A data do prazo não pode ser anterior à data de início',
      );
      envelope.ROOT.ROW_ERRORS = [
        {
          row: 2,
          field: 'Data do prazo',
          path: 'dueDate',
          message: 'A data do prazo não pode ser anterior à data de início',
        },
      ];
      return envelope;
    };
    const app = renderApp({
      path: '/task/create_multiple',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: { ...handlers, SalvarAtividades: () => answer() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Criar atividades em lote' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Baixar planilha modelo' })).toBeTruthy();
    let user = await upload([
      'Vistoria A;Vistoria;Otávio Operador;10/01/2030;8:00;12/01/2030;18:00;Padaria Aurora;;Levar EPI;sim',
      'Vistoria B;Inexistente;Ninguém;31/02/2030;;;;;Loja Centro;;talvez',
    ]);
    expect(await screen.findByText('2 linhas')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar todas' }));
    const alert = await screen.findByText('Nada foi salvo. Corrija as linhas com erro e salve novamente.');
    const listed = within(alert.closest('[role="alert"]') as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(listed).toEqual([
      'linha 2, campo Modelo: "Inexistente" não encontrado',
      'linha 2, campo Responsável: "Ninguém" não encontrado',
      'linha 2, campo Data de início: Data inválida (use dd/mm/aaaa)',
      'linha 2, campo Unidade: "Loja Centro": mais de um registro com este nome',
      'linha 2, campo Urgente: Valor inválido (use: sim, não)',
    ]);
    expect(app.calls.some((c) => c.name === 'SalvarAtividades')).toBe(false);

    user = await upload([
      'Vistoria A;Vistoria;Otávio Operador;10/01/2030;8:00;12/01/2030;18:00;Padaria Aurora;;Levar EPI;sim',
      'Vistoria B;checklist de seguranca;Equipe Norte;2030-01-11;;09/01/2030;;;;;',
    ]);
    await user.click(screen.getByRole('button', { name: 'Salvar todas' }));
    expect(
      await screen.findAllByText(
        'linha 2, campo Data do prazo: A data do prazo não pode ser anterior à data de início',
      ),
    ).not.toHaveLength(0);
    expect(app.router.state.location.pathname).toBe('/task/create_multiple');

    answer = () => ({ IDS: [1, 2], COUNT: 2 });
    await user.click(screen.getByRole('button', { name: 'Salvar todas' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/tasks'));
    const sent = app.calls.filter((c) => c.name === 'SalvarAtividades');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.params.ATIVIDADES).toEqual([
      {
        title: 'Vistoria A',
        formId: 4,
        responsible: { kind: 'employee', id: 12 },
        startDate: '2030-01-10',
        startHour: '08:00',
        dueHour: '18:00',
        dueDate: '2030-01-12',
        clientId: 70,
        unitId: null,
        instructions: 'Levar EPI',
        urgent: true,
      },
      {
        title: 'Vistoria B',
        formId: 3,
        responsible: { kind: 'squad', id: 40 },
        startDate: '2030-01-11',
        dueDate: '2030-01-09',
        clientId: null,
        unitId: null,
        instructions: '',
        urgent: false,
      },
    ]);
  }, 90_000);

  it('opens the upsell when the batch passes the plan limit', async () => {
    renderApp({
      path: '/task/create_multiple',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ...handlers,
        SalvarAtividades: () => {
          const envelope = errorEnvelope(
            'PLAN_LIMIT_REACHED',
            'Você atingiu o limite do seu plano para esta funcionalidade',
          );
          envelope.ROOT.LIMIT_KEY = 'multipleActivities';
          envelope.ROOT.LIMIT = {
            allowed: true,
            hasLimit: true,
            limit: 1,
            limitUsed: 2,
            limitExceeded: true,
          };
          return envelope;
        },
      },
    });
    const user = await upload([
      'A;Vistoria;Otávio Operador;10/01/2030;;;;;;;',
      'B;Vistoria;Otávio Operador;10/01/2030;;;;;;;',
    ]);
    await user.click(await screen.findByRole('button', { name: 'Salvar todas' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 de 1 usados')).toBeTruthy();
  }, 60_000);
});

describe('create multiple recurrent tasks (/task/create_multiple_recurrent)', () => {
  it('reads each row rule and sends SalvarAtividadesRecorrentes', async () => {
    const app = renderApp({
      path: '/task/create_multiple_recurrent',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: { ...handlers, SalvarAtividadesRecorrentes: () => ({ IDS: [5, 6, 7], COUNT: 3 }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Criar atividades recorrentes em lote' }),
    ).toBeTruthy();
    const header =
      'Título;Modelo;Responsável;Data de início;Hora de início;Hora do prazo;Recorrência;Dias da semana;Dia do mês;Data anual;Intervalo;Período;Dias para expirar';
    const user = userEvent.setup();
    await user.upload(
      await screen.findByTestId('spreadsheet-input'),
      new File(
        [
          [
            header,
            'Ronda;Vistoria;Otávio Operador;01/01/2030;07:00;17:00;semanal;seg, qui;;;;;2',
            'Balanço;Vistoria;Sara Supervisora;01/01/2030;;;mensal;;31;;;;',
            'Inventário;Vistoria;Equipe Norte;01/01/2030;;;personalizada;;;;3;semanas;1',
          ].join('\n'),
        ],
        'recorrentes.csv',
        { type: 'text/csv' },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Salvar todas' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/tasks'));
    const items = app.calls.find((c) => c.name === 'SalvarAtividadesRecorrentes')!.params.ITENS as Array<
      Record<string, Record<string, unknown>>
    >;
    expect(items.map((i) => i.RECORRENCIA)).toEqual([
      { recurrenceType: 'weekly', weekdays: [1, 4], expiryDays: 2 },
      { recurrenceType: 'monthly', monthDay: 31, expiryDays: 0 },
      { recurrenceType: 'custom', customInterval: 3, periodType: 'weeks', expiryDays: 1 },
    ]);
    expect(items[0]!.ATIVIDADE).toMatchObject({
      title: 'Ronda',
      responsible: { kind: 'employee', id: 12 },
      startDate: '2030-01-01',
      startHour: '07:00',
      dueHour: '17:00',
    });
    expect(items[1]!.ATIVIDADE!.responsible).toEqual({ kind: 'employee', id: 13 });
  }, 60_000);
});
