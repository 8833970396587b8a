import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { Workflow } from '../../runtime/workflows/Workflow';
import type { WorkflowStep } from '../../runtime/workflows/WorkflowStep';
import { renderWithRuntime } from '../testing/renderWithRuntime';
import { stepEditors } from './stepEditors';
import type { WorkflowLookups } from './useWorkflowLookups';

const MODEL: FormModel = {
  name: 'Inspeção',
  groups: [
    {
      id: 'g1',
      name: 'Itens',
      fields: [
        { id: 'qty', name: 'Quantidade', type: 'number' },
        { id: 'mail', name: 'E-mail do cliente', type: 'email' },
      ],
    },
  ],
};
const LOOKUPS: WorkflowLookups = {
  roles: [{ id: 1, name: 'Supervisor' }],
  squads: [{ id: 2, name: 'Equipe Norte' }],
  employees: [{ id: 7, name: 'Ana Souza' }],
  forms: [{ id: 8, name: 'Pesquisa de satisfação' }],
};

/** start → fill → decision (p1 → the step under test, default → end) → end. */
function workflowWith(step: WorkflowStep): Workflow {
  return {
    steps: [
      { id: 'start', type: 'start', name: 'Início', next: 'fill', settings: {} },
      {
        id: 'fill',
        type: 'documentFill',
        name: 'Vistoria',
        next: 'decision',
        settings: { assignee: { kind: 'previousPerson' }, deadlineHours: 4, groups: ['g1'] },
      },
      {
        id: 'decision',
        type: 'decision',
        name: 'Decide',
        next: null,
        settings: {
          paths: [
            { id: 'p1', name: 'Sim', rule: null, next: step.id },
            { id: 'default', name: 'Não', rule: null, next: 'end' },
          ],
          defaultPathId: 'default',
        },
      },
      step,
      { id: 'end', type: 'end', name: 'Fim', next: null, settings: {} },
    ],
  };
}

/** Renders a type's panel over its editor's defaults; answers a getter of the latest settings. */
function renderPanel(type: string) {
  const editor = stepEditors[type]!;
  let latest: object = editor.defaults(((key: string) => key) as never);
  function Harness() {
    const [settings, setSettings] = useState(latest);
    const step: WorkflowStep = { id: 'under', type, name: 'Etapa', next: null, settings };
    return (
      <editor.Panel
        step={step}
        workflow={workflowWith(step)}
        model={MODEL}
        lookups={LOOKUPS}
        onChange={(next) => {
          latest = next;
          setSettings(next);
        }}
      />
    );
  }
  renderWithRuntime(<Harness />);
  return () => latest;
}

describe('the step settings panels', () => {
  it('send e-mail: people, groups, typed addresses, e-mail fields, subject, text with a field, options', async () => {
    const user = userEvent.setup();
    const settings = renderPanel('sendEmail');
    await user.click(screen.getByLabelText('Cargos'));
    await user.click(await screen.findByRole('option', { name: 'Supervisor' }));
    await user.type(screen.getByLabelText('Outros endereços de e-mail'), 'a@b.com, errado');
    expect(screen.getByText('Endereço de e-mail inválido: errado')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'E-mail do cliente (mail)' }));
    await user.type(screen.getByLabelText('Assunto', { exact: true }), 'Resultado');
    await user.type(screen.getByLabelText('Texto do e-mail'), 'Quantidade: ');
    await user.selectOptions(screen.getByLabelText('Inserir campo no texto'), 'qty');
    await user.click(screen.getByRole('checkbox', { name: 'Enviar cópia para o cliente do documento' }));
    expect(settings()).toMatchObject({
      roles: [1],
      destinations: ['a@b.com'],
      fieldIds: ['mail'],
      subject: 'Resultado',
      text: 'Quantidade: {qty}',
      copyToClient: true,
      readReceipt: false,
    });
  });

  it('create activity: title, form, responsible and the deadline in days after the step', async () => {
    const user = userEvent.setup();
    const settings = renderPanel('createActivity');
    expect(screen.getByText(/cliente, unidade e ativo vêm do cabeçalho do documento/)).toBeTruthy();
    await user.type(screen.getByLabelText('Título da atividade'), 'Retorno');
    await user.selectOptions(screen.getByLabelText('Formulário da atividade'), '8');
    await user.selectOptions(screen.getByLabelText('Responsável'), 'squad');
    await user.type(screen.getByLabelText('Prazo (dias após a etapa)'), '3');
    expect(settings()).toEqual({
      task: { title: 'Retorno', formId: 8, responsible: { kind: 'squad', id: 2 }, dueDays: 3 },
    });
  });

  it('timer: hours and minutes, minutes kept under 60', async () => {
    const user = userEvent.setup();
    const settings = renderPanel('timer');
    await user.clear(screen.getByLabelText('Horas'));
    await user.type(screen.getByLabelText('Horas'), '2');
    await user.clear(screen.getByLabelText('Minutos'));
    await user.type(screen.getByLabelText('Minutos'), '75');
    expect(settings()).toEqual({ hours: 2, minutes: 59 });
  });

  it('redirect: only the earlier steps are offered, the start among them', async () => {
    const user = userEvent.setup();
    const settings = renderPanel('redirect');
    const select = screen.getByLabelText('Voltar para');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['—', 'Início', 'Vistoria', 'Decide']);
    await user.selectOptions(select, 'start');
    expect(settings()).toEqual({ target: 'start' });
  });

  it("send survey: to the header's client or an e-mail field, with the public link's form", async () => {
    const user = userEvent.setup();
    const settings = renderPanel('sendSurvey');
    await user.selectOptions(screen.getByLabelText('Enviar para'), 'fieldOption');
    await user.selectOptions(screen.getByLabelText('Campo de e-mail'), 'mail');
    await user.selectOptions(screen.getByLabelText('Formulário do link público'), '8');
    expect(settings()).toEqual({ to: 'fieldOption', fieldId: 'mail', formId: 8 });
  });
});
