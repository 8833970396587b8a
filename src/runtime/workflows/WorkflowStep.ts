/**
 * One node of a form's workflow map. `next` is the step the flow goes on to; a decision leads on through
 * its paths instead (its type's `successors`), and the end and redirect steps lead nowhere (`needsNext`).
 * `settings` are the step type's own, checked against its JSON Schema (WorkflowStepType.schema).
 *
 * @example const fill: WorkflowStep = { id: 's1', type: 'documentFill', name: 'Vistoria', next: 'end', settings: {} };
 */
export interface WorkflowStep<Settings extends object = object> {
  id: string;
  type: string;
  name: string;
  next: string | null;
  settings: Settings;
}
