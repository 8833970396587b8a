import type { WorkflowStep } from './WorkflowStep';

/**
 * A form model's workflow: its steps, one of type `start` and at least one of type `end` among them.
 *
 * @example const workflow: Workflow = { steps: [{ id: 'start', type: 'start', name: 'Início', next: 'end', settings: {} }, ...] };
 */
export interface Workflow {
  steps: WorkflowStep[];
  /** The editor's node positions by step id (the map's layout, saved with the model). */
  layout?: Record<string, { x: number; y: number }>;
}
