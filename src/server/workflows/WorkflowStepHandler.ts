import type { WorkflowStep } from '../../runtime/workflows/WorkflowStep';
import type { WorkflowStepContext } from './WorkflowStepContext';

/**
 * The engine side of a workflow step type (the runtime side, with its schema and checks, is in
 * src/runtime/workflows/stepTypes.ts). Both methods run inside the caller's transaction; the settings
 * they read already passed the runtime's checks when the model was saved.
 *
 * @example
 * const timerHandler: WorkflowStepHandler<TimerSettings> = {
 *   type: 'timer',
 *   async start(step, { jobs, trx, documentId }) { ...schedule the wake-up with { trx }...; return 'waiting'; },
 *   async finish(step) { return step.next; },
 * };
 */
export interface WorkflowStepHandler<Settings extends object = object> {
  /** The runtime step type it runs: a key of stepTypes. */
  type: string;
  /**
   * The flow reached the step: do its work. 'finished' lets the flow go on at once (finish is called
   * next); 'waiting' leaves the step waiting for its event (a filled document, a timer), spec 001 §4.
   */
  start(step: WorkflowStep<Settings>, context: WorkflowStepContext): Promise<'waiting' | 'finished'>;
  /**
   * The step always finishes at once (its `start` never answers 'waiting'): its run is written finished
   * with its entry, one statement less (the start and the end, on every instance's way).
   */
  neverWaits?: true;
  /**
   * When a step that waits is due (a timer's wake-up, a fill's deadline), known before it starts: written
   * with its run (the context's `run.dueAt`), so the run takes one statement.
   */
  dueAt?(step: WorkflowStep<Settings>, now: Date): Date;
  /** The step is done: the id of the step the flow goes on to, or null when the flow ends here. */
  finish(step: WorkflowStep<Settings>, context: WorkflowStepContext): Promise<string | null>;
}
