import type { FormModel } from '../../runtime/forms/FormModel';
import type { WorkflowStep } from '../../runtime/workflows/WorkflowStep';

const step = (
  id: string,
  type: string,
  name: string,
  next: string | null,
  settings: object = {},
): WorkflowStep => ({
  id,
  type,
  name,
  next,
  settings,
});

/**
 * The Demo company's workflow form (issue 14): the operator who starts it fills the inspection; a
 * decision on a non-compliant answer sends it to the supervisors (role 159) for the corrective action,
 * otherwise an e-mail goes to the client (the header's and the address typed in the form); then the end.
 *
 * @example DEMO_WORKFLOW_FORM.workflow!.steps.map((s) => s.type) // ['start', 'documentFill', 'decision', ...]
 */
export const DEMO_WORKFLOW_FORM: FormModel = {
  name: 'Inspeção com aprovação do supervisor',
  header: { title: true, client: true },
  groups: [
    {
      id: 'vistoria',
      name: 'Vistoria',
      fields: [
        {
          id: 'resultado',
          name: 'Resultado da inspeção',
          type: 'choiceSingle',
          required: true,
          options: [
            { id: 'conforme', name: 'Conforme' },
            { id: 'nao_conforme', name: 'Não conforme' },
          ],
        },
        { id: 'observacao', name: 'Observação', type: 'textMultiline' },
        { id: 'email_cliente', name: 'E-mail do cliente', type: 'email' },
      ],
    },
    {
      id: 'correcao',
      name: 'Correção do supervisor',
      fields: [
        { id: 'acao_corretiva', name: 'Ação corretiva', type: 'textMultiline', required: true },
        { id: 'prazo_correcao', name: 'Prazo da correção', type: 'date' },
      ],
    },
  ],
  workflow: {
    steps: [
      step('inicio', 'start', 'Início', 'vistoria_operador'),
      step('vistoria_operador', 'documentFill', 'Vistoria do operador', 'decisao', {
        assignee: { kind: 'previousPerson' },
        deadlineHours: 24,
        groups: ['vistoria'],
      }),
      step('decisao', 'decision', 'Conforme?', null, {
        paths: [
          { id: 'conforme', name: 'Conforme', rule: null, next: 'avisar_cliente' },
          {
            id: 'nao_conforme',
            name: 'Não conforme',
            rule: {
              combinator: 'and',
              conditions: [{ field: 'resultado', comparison: 'equal', value: 'nao_conforme' }],
            },
            next: 'correcao_supervisor',
          },
        ],
        defaultPathId: 'conforme',
      }),
      step('correcao_supervisor', 'documentFill', 'Correção do supervisor', 'fim', {
        assignee: { kind: 'groups', ids: [159] },
        deadlineHours: 48,
        groups: ['correcao'],
      }),
      step('avisar_cliente', 'sendEmail', 'Avisar o cliente', 'fim', {
        destinations: [],
        fieldIds: ['email_cliente'],
        subject: 'Inspeção concluída: {resultado}',
        text: 'Olá! A inspeção foi concluída com o resultado {resultado}.\n\nObservação: {observacao}',
        sendFinishedForm: false,
        sendFillLink: true,
        copyToClient: true,
        readReceipt: false,
        mainFieldInSubject: false,
      }),
      step('fim', 'end', 'Fim', null),
    ],
    // Top to bottom, as the map's handles go (in on top, out below); the decision's paths side by side in
    // its outputs' order (Conforme on the left).
    layout: {
      inicio: { x: 0, y: 0 },
      vistoria_operador: { x: 0, y: 130 },
      decisao: { x: 0, y: 260 },
      correcao_supervisor: { x: 140, y: 420 },
      avisar_cliente: { x: -140, y: 420 },
      fim: { x: 0, y: 560 },
    },
  },
};
