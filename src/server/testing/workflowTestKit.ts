import type { FormModel } from '../../runtime/forms/FormModel';
import type { WorkflowStep } from '../../runtime/workflows/WorkflowStep';

export const workflowStep = (
  id: string,
  type: string,
  next: string | null,
  settings: object = {},
  name = id,
): WorkflowStep => ({ id, type, name, next, settings });

/** A document-fill step's settings: who fills, the groups, a deadline (24 h unless given). */
export const fillSettings = (assignee: object, groups: string[], deadlineHours = 24) => ({
  assignee,
  deadlineHours,
  groups,
});

/** A send-e-mail step's settings over fixed addresses and e-mail fields. */
export const emailSettings = (destinations: string[], fieldIds: string[] = [], extra: object = {}) => ({
  destinations,
  fieldIds,
  subject: 'Inspeção {ok}',
  text: 'Resultado: {ok}. Contato: {contact}',
  sendFinishedForm: false,
  sendFillLink: true,
  copyToClient: false,
  readReceipt: false,
  mainFieldInSubject: false,
  ...extra,
});

/**
 * The workflow suites' form: "Operador" (ok: conforme/não conforme, contact: e-mail, responsible: an
 * employee field) and "Supervisor" (corrective). The default workflow: start → the operator (whoever
 * started the document) fills "Operador" → a decision on `ok` → not compliant: the supervisor fills
 * "Supervisor"; compliant: an e-mail to the client and the contact field → end. `steps` replaces it.
 *
 * @example const model = inspectionModel(supervisorId);
 */
export function inspectionModel(supervisorId: number, steps?: WorkflowStep[]): FormModel {
  return {
    name: 'Inspeção com aprovação do supervisor',
    groups: [
      {
        id: 'op',
        name: 'Operador',
        fields: [
          {
            id: 'ok',
            name: 'Conforme?',
            type: 'choiceSingle',
            options: [
              { id: 'sim', name: 'Conforme' },
              { id: 'nao', name: 'Não conforme' },
            ],
          },
          { id: 'contact', name: 'E-mail do cliente', type: 'email' },
          { id: 'who', name: 'Responsável', type: 'textShort' },
        ],
      },
      {
        id: 'sup',
        name: 'Supervisor',
        fields: [{ id: 'corrective', name: 'Ação corretiva', type: 'textShort', required: true }],
      },
    ],
    workflow: {
      steps: steps ?? [
        workflowStep('start', 'start', 'fill1', {}, 'Início'),
        workflowStep(
          'fill1',
          'documentFill',
          'd1',
          fillSettings({ kind: 'previousPerson' }, ['op']),
          'Vistoria',
        ),
        workflowStep(
          'd1',
          'decision',
          null,
          {
            paths: [
              { id: 'conforme', name: 'Conforme', rule: null, next: 'mail' },
              {
                id: 'nc',
                name: 'Não conforme',
                rule: { combinator: 'and', conditions: [{ field: 'ok', comparison: 'equal', value: 'nao' }] },
                next: 'fill2',
              },
            ],
            defaultPathId: 'conforme',
          },
          'Conforme?',
        ),
        workflowStep(
          'fill2',
          'documentFill',
          'end',
          fillSettings({ kind: 'people', ids: [supervisorId] }, ['sup'], 48),
          'Correção',
        ),
        workflowStep(
          'mail',
          'sendEmail',
          'end',
          emailSettings(['cliente@exemplo.com'], ['contact']),
          'Avisar cliente',
        ),
        workflowStep('end', 'end', null, {}, 'Fim'),
      ],
      layout: { start: { x: 0, y: 0 }, fill1: { x: 200, y: 0 } },
    },
  };
}
