import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { localOffset } from '../../../runtime/tasks/localOffset';
import { zonedDateTime } from '../../../runtime/tasks/zonedDateTime';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const day = (days: number) =>
  zonedDateTime.toLocal(new Date(Date.now() + days * 86_400_000), localOffset()).date;

const OPTIONS = {
  MODELOS: [
    { id: 3, name: 'Checklist de segurança' },
    { id: 4, name: 'Vistoria' },
  ],
  PASTAS: [],
  OPCOES_ACESSO: {
    roles: [{ id: 159, name: 'Supervisor' }],
    squads: [{ id: 40, name: 'Equipe Norte' }],
    employees: [{ id: 12, name: 'Otávio' }],
  },
};

const handlers = {
  ListarModelos: () => OPTIONS,
  ListEntities: (p: Record<string, unknown>) =>
    p.ENTITY === 'employee'
      ? { ITEMS: [{ id: 12, version: 1, name: 'Otávio Operador' }], TOTAL: 1 }
      : { ITEMS: [{ id: 70, version: 1, name: 'Padaria Aurora' }], TOTAL: 1 },
  GetEntity: (p: Record<string, unknown>) => ({
    ITEM: p.ENTITY === 'employee' ? { id: 12, name: 'Otávio Operador' } : { id: 70, name: 'Padaria Aurora' },
    VERSION: 1,
  }),
};

async function pick(label: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Whole values are set with fireEvent.change where typing itself is not under test: typing re-renders
// the long page per key, which jsdom makes slow.
describe('task page (/task/new, /task/edit)', () => {
  it('checks the fields as the server does, shows its refusal beside the field, then saves and opens the task', async () => {
    let refuse = true;
    const app = renderApp({
      path: '/task/new',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ...handlers,
        SalvarAtividade: () => {
          if (!refuse) return { ID: 9, VERSAO: 1 };
          refuse = false;
          const envelope = errorEnvelope('LOOKUP_NOT_FOUND', 'Cliente: registro não encontrado');
          envelope.ROOT.FIELD = 'clientId';
          return envelope;
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova atividade' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Corrija os campos destacados.')).toBeTruthy();
    expect(screen.getAllByText('Campo obrigatório').length).toBe(3);

    fireEvent.change(screen.getByRole('textbox', { name: /^Título/ }), {
      target: { value: 'Inspeção do galpão' },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Modelo/ }), 'Checklist de segurança');
    await pick(/^Colaborador/, 'Otávio Operador');
    fireEvent.change(screen.getByLabelText(/^Data de início/), { target: { value: day(3) } });
    fireEvent.change(screen.getByLabelText(/^Hora de início/), { target: { value: '08:00' } });
    fireEvent.change(screen.getByLabelText(/^Data do prazo/), { target: { value: day(1) } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A data do prazo não pode ser anterior à data de início')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Data do prazo/), { target: { value: day(3) } });
    fireEvent.change(screen.getByLabelText(/^Hora do prazo/), { target: { value: '07:00' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A hora do prazo não pode ser anterior à hora de início')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Hora do prazo/), { target: { value: '18:00' } });
    // The server's order: the distance is checked first.
    await user.click(screen.getByRole('switch', { name: 'Preencher somente no local' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Distância inválida')).toBeTruthy();
    expect(app.calls.some((c) => c.name === 'SalvarAtividade')).toBe(false);

    fireEvent.change(screen.getByRole('spinbutton', { name: /^Proximidade/ }), { target: { value: '150' } });
    // Without coordinates the position cannot be checked: the page says so until they are typed.
    const unchecked = 'Sem coordenadas no endereço, a posição não é verificada.';
    expect(screen.getByText(unchecked)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '-8.0631' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '-34.8711' } });
    expect(screen.queryByText(unchecked)).toBeNull();
    await pick(/^Cliente/, 'Padaria Aurora');
    const emails = screen.getByRole('combobox', { name: 'E-mails para notificar' });
    fireEvent.change(emails, { target: { value: 'gestor@demo,' } });
    expect(await screen.findByText('E-mail inválido: gestor@demo')).toBeTruthy();
    fireEvent.change(emails, { target: { value: 'gestor@demo.campo' } });
    await user.type(emails, '{Enter}');
    expect(await screen.findByRole('button', { name: 'gestor@demo.campo' })).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Precisa de aprovação' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Grupo de aprovação' }),
      'Cargo (grupo de permissão): Supervisor',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const client = await screen.findByRole('combobox', { name: /^Cliente/ });
    await waitFor(() => expect(client.getAttribute('aria-describedby') ?? '').not.toBe(''));
    expect(
      within(client.closest('.MuiFormControl-root') as HTMLElement).getByText(
        'Cliente: registro não encontrado',
      ),
    ).toBeTruthy();

    await pick(/^Cliente/, 'Padaria Aurora');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/task/view/9'));
    const sent = app.calls.filter((c) => c.name === 'SalvarAtividade').pop()!.params;
    expect(sent.FUSO).toBe(localOffset());
    expect(sent.ATIVIDADE).toMatchObject({
      title: 'Inspeção do galpão',
      formId: 3,
      responsible: { kind: 'employee', id: 12 },
      startDate: day(3),
      startHour: '08:00',
      dueDate: day(3),
      dueHour: '18:00',
      clientId: 70,
      notifyEmails: ['gestor@demo.campo'],
      fillInLocation: true,
      proximityMeters: 150,
      needsApproval: true,
      approvalGroupId: 159,
      approvalGroupKind: 'role',
      address: { latitude: -8.0631, longitude: -34.8711 },
      prerequisites: [],
    });
  }, 120_000);

  it('starts recurrent with ?recurrent=1, previews the next occurrences and saves the rule', async () => {
    const app = renderApp({
      path: '/task/new?recurrent=1',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: { ...handlers, SalvarAtividadeRecorrente: () => ({ ID: 5, VERSAO: 1 }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova atividade recorrente' })).toBeTruthy();
    expect(await screen.findByRole('switch', { name: 'Recorrente' })).toHaveProperty('checked', true);
    const user = userEvent.setup();
    fireEvent.change(screen.getByRole('textbox', { name: /^Título/ }), {
      target: { value: 'Ronda semanal' },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Modelo/ }), 'Vistoria');
    await user.click(screen.getByRole('radio', { name: 'Equipe' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Equipe/ }), 'Equipe Norte');
    // 1 January 2030 is a Tuesday.
    fireEvent.change(screen.getByLabelText(/^Data base/), { target: { value: '2030-01-01' } });
    const weekdays = screen.getByRole('group', { name: 'Dias da semana' });
    for (const box of within(weekdays).getAllByRole('checkbox'))
      if ((box as HTMLInputElement).checked) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(1);
    await user.click(within(weekdays).getByRole('checkbox', { name: 'Segunda' }));
    await user.click(within(weekdays).getByRole('checkbox', { name: 'Quinta' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Dias para expirar/ }), {
      target: { value: '2' },
    });
    const preview = screen.getByRole('list', { name: 'Próximas ocorrências' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '03/01/2030 (qui) · prazo 05/01/2030',
      '07/01/2030 (seg) · prazo 09/01/2030',
      '10/01/2030 (qui) · prazo 12/01/2030',
      '14/01/2030 (seg) · prazo 16/01/2030',
      '17/01/2030 (qui) · prazo 19/01/2030',
      '21/01/2030 (seg) · prazo 23/01/2030',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de recorrência' }), 'Mensal');
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Dia do mês/ }), { target: { value: '31' } });
    expect(
      within(screen.getByRole('list', { name: 'Próximas ocorrências' })).getAllByRole('listitem')[1]!
        .textContent,
    ).toBe('28/02/2030 (qui) · prazo 02/03/2030');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de recorrência' }), 'Semanal');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/task/details/5/1'));
    const sent = app.calls.find((c) => c.name === 'SalvarAtividadeRecorrente')!.params;
    expect(sent.RECORRENCIA).toEqual({ recurrenceType: 'weekly', weekdays: [1, 4], expiryDays: 2 });
    expect(sent.ATIVIDADE).toMatchObject({
      title: 'Ronda semanal',
      formId: 4,
      responsible: { kind: 'squad', id: 40 },
      startDate: '2030-01-01',
      dueHour: '23:59',
    });
    expect(sent.ATIVIDADE).not.toHaveProperty('dueDate');
    expect(sent.ATIVIDADE).not.toHaveProperty('prerequisites');
  }, 120_000);

  it('edits a task: its fields loaded, ID and VERSAO sent, a stale version offers to reload', async () => {
    let stale = true;
    const app = renderApp({
      path: '/task/edit/8/0',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ...handlers,
        ConsultarAtividade: () => ({
          ATIVIDADE: {
            id: 8,
            version: 4,
            title: 'Vistoria anual',
            formId: 4,
            responsible: { kind: 'sharedCode', code: '529.982.247-25', codeType: 'CPF' },
            startDate: day(1),
            startHour: '09:00',
            dueDate: day(2),
            dueHour: '17:30',
            prerequisites: [],
            notifyEmails: [],
            address: { street: 'Rua da Aurora', number: '100', latitude: -8.06, longitude: -34.88 },
            status: 'planned',
            dueAt: null,
          },
          HISTORICO: [],
        }),
        SalvarAtividade: () => {
          if (!stale) return { ID: 8, VERSAO: 5 };
          stale = false;
          return errorEnvelope('STALE_VERSION', 'Este registro foi alterado por outra pessoa');
        },
      },
    });
    const title = await screen.findByDisplayValue('Vistoria anual');
    expect(screen.getByRole('heading', { level: 1, name: 'Editar atividade' })).toBeTruthy();
    expect(screen.getByDisplayValue('529.982.247-25')).toBeTruthy();
    expect(screen.getByDisplayValue('-8.06')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Recorrente' })).toBeNull();
    const user = userEvent.setup();
    fireEvent.change(title, { target: { value: 'Vistoria semestral' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('button', { name: 'Recarregar' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/task/view/8'));
    const sent = app.calls.filter((c) => c.name === 'SalvarAtividade').pop()!.params;
    expect(sent).toMatchObject({ ID: 8, VERSAO: 4 });
    expect(sent.ATIVIDADE).toMatchObject({
      title: 'Vistoria semestral',
      responsible: { kind: 'sharedCode', code: '529.982.247-25', codeType: 'CPF' },
      startHour: '09:00',
      dueDate: day(2),
      dueHour: '17:30',
      address: { street: 'Rua da Aurora', number: '100', latitude: -8.06, longitude: -34.88 },
    });
  }, 120_000);
});
