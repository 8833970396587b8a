import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/createTranslator';
import type { CommandStub } from '../../protocol/CommandStub';
import { errorEnvelope } from '../../protocol/envelope';
import { localOffset } from '../../tasks/localOffset';
import { zonedDateTime } from '../../tasks/zonedDateTime';
import { loadTestMetadata } from '../../testing/loadTestMetadata';
import { stubAdapter } from '../../testing/stubAdapter';
import { createTaskFormController } from './createTaskFormController';

const i18n = createTranslator(loadTestMetadata().messages);
const t = i18n.t.bind(i18n) as (key: string, vars?: Record<string, unknown>) => string;
const day = (days: number) =>
  zonedDateTime.toLocal(new Date(Date.now() + days * 86_400_000), localOffset()).date;

const OPTIONS = {
  MODELOS: [{ id: 3, name: 'Checklist de segurança' }],
  PASTAS: [],
  OPCOES_ACESSO: {
    roles: [{ id: 159, name: 'Supervisor' }],
    squads: [],
    employees: [{ id: 12, name: 'Otávio' }],
  },
};

const TASK = {
  id: 8,
  version: 4,
  title: 'Vistoria anual',
  formId: 3,
  responsible: { kind: 'sharedCode', code: '529.982.247-25', codeType: 'CPF' },
  startDate: day(1),
  startHour: '09:00',
  dueDate: day(2),
  dueHour: '17:30',
  prerequisites: [5],
  notifyEmails: [],
  status: 'planned',
  dueAt: null,
};

function setup(handlers: Record<string, CommandStub>, id?: number) {
  const command = stubAdapter({
    ListarModelos: () => OPTIONS,
    ConsultarAtividade: () => ({ ATIVIDADE: TASK, HISTORICO: [] }),
    ConsultarAtividadesFlowV2: () => ({ ITEMS: [{ id: 5, title: 'Instalação' }], TOTAL: 1 }),
    ...handlers,
  });
  const form = createTaskFormController({
    command,
    t,
    id,
    editingRecurrent: false,
    startRecurrent: false,
    today: day(0),
  });
  return { form, command };
}

describe('createTaskFormController', () => {
  it('loads the selects and the stored task, its prerequisites named', async () => {
    const { form } = setup({}, 8);
    expect(form.getState().draft).toBeUndefined();
    await form.getState().loadOptions();
    await form.getState().loadTask();
    const state = form.getState();
    expect(state.options).toEqual({ forms: OPTIONS.MODELOS, ...OPTIONS.OPCOES_ACESSO });
    expect(state.draft).toMatchObject({
      title: 'Vistoria anual',
      responsibleKind: 'sharedCode',
      code: '529.982.247-25',
      prerequisites: [{ id: '5', name: '#5 Instalação' }],
    });
    expect(state.locked).toBe(false);
  });

  it('a finished task is locked, and a task that cannot be read fails', async () => {
    const finished = setup({ ConsultarAtividade: () => ({ ATIVIDADE: { ...TASK, status: 'finished' } }) }, 8);
    await finished.form.getState().loadTask();
    expect(finished.form.getState().locked).toBe(true);
    const missing = setup({ ConsultarAtividade: () => errorEnvelope('ENTITY_NOT_FOUND', 'x') }, 8);
    await missing.form.getState().loadTask();
    expect(missing.form.getState().failed).toBe(true);
  });

  it('refuses an empty new task with the required-field messages and sends nothing', async () => {
    const { form, command } = setup({});
    expect(await form.getState().save()).toBeUndefined();
    const { errors, problem } = form.getState();
    expect(problem).toBe('Corrija os campos destacados.');
    expect(errors).toMatchObject({
      title: 'Campo obrigatório',
      formId: 'Campo obrigatório',
      responsible: 'Campo obrigatório',
    });
    expect(command.calls.some((c) => c.name === 'SalvarAtividade')).toBe(false);
    form.getState().change({ title: 'Inspeção' });
    expect(form.getState().errors.title).toBeUndefined();
    expect(form.getState().errors.formId).toBe('Campo obrigatório');
    expect(form.getState().problem).toBeUndefined();
  });

  it('checks dates as the server does (taskFieldProblem)', async () => {
    const { form } = setup({});
    form
      .getState()
      .change({ title: 'Inspeção', formId: 3, employeeId: 12, startDate: day(3), dueDate: day(1) });
    await form.getState().save();
    expect(form.getState().errors.dueDate).toBe('A data do prazo não pode ser anterior à data de início');
  });

  it('shows a refusal beside the field it names, then saves and answers where to go', async () => {
    let refuse = true;
    const { form, command } = setup({
      SalvarAtividade: () => {
        if (!refuse) return { ID: 9, VERSAO: 1 };
        refuse = false;
        const envelope = errorEnvelope('LOOKUP_NOT_FOUND', 'Cliente: registro não encontrado');
        envelope.ROOT.FIELD = 'clientId';
        return envelope;
      },
    });
    form.getState().change({ title: 'Inspeção', formId: 3, employeeId: 12, startDate: day(1), clientId: 70 });
    expect(await form.getState().save()).toBeUndefined();
    expect(form.getState().errors).toEqual({ clientId: 'Cliente: registro não encontrado' });
    expect(await form.getState().save()).toBe('/task/view/9');
    expect(form.getState().saving).toBe(false);
    const sent = command.calls.at(-1)!.params;
    expect(sent).toMatchObject({ FUSO: localOffset(), ATIVIDADE: { title: 'Inspeção', formId: 3 } });
    expect(sent.ID).toBeUndefined();
  });

  it('an edit sends ID and VERSAO; a stale version shows its message until reloaded and saved', async () => {
    let stale = true;
    const { form, command } = setup(
      {
        SalvarAtividade: () => {
          if (!stale) return { ID: 8, VERSAO: 5 };
          stale = false;
          return errorEnvelope('STALE_VERSION', t('errors.STALE_VERSION'));
        },
      },
      8,
    );
    await form.getState().loadTask();
    form.getState().change({ title: 'Vistoria semestral' });
    expect(await form.getState().save()).toBeUndefined();
    expect(form.getState().stale).toBe(
      'Este registro foi alterado por outra pessoa, recarregue e tente novamente',
    );
    await form.getState().loadTask();
    expect(form.getState().draft?.title).toBe('Vistoria anual');
    expect(await form.getState().save()).toBe('/task/view/8');
    expect(form.getState().stale).toBeUndefined();
    expect(command.calls.filter((c) => c.name === 'SalvarAtividade').at(-1)!.params).toMatchObject({
      ID: 8,
      VERSAO: 4,
    });
  });
});
