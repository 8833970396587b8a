import type { AnySchema } from 'ajv';
import type { WorkflowCheckContext } from './WorkflowCheckContext';
import type { WorkflowProblem } from './WorkflowProblem';
import type { WorkflowStep } from './WorkflowStep';

/** What a step reads of its form: item ids (groups, fields) and conditional rules (json as the editor saves it). */
export interface WorkflowStepUses {
  items: string[];
  rules: Array<Record<string, unknown>>;
}

/** One output of a step with several: its handle id, its label (the path's name) and the step it leads to. */
export interface StepOutput {
  handle: string;
  label: string;
  target: string | null;
}

/**
 * What a workflow step type is, in the browser and on the server alike: its name, the i18n key of its
 * label, the JSON Schema of its settings and the checks the schema cannot express. One folder per type in
 * `steps/`, registered in `stepTypes.ts`; the engine side lives in src/server/workflows (docs/workflows.md).
 *
 * @example
 * const timerStep: WorkflowStepType<TimerSettings> = {
 *   type: 'timer', labelKey: 'workflow.steps.timer', schema: timerSchema, needsNext: true, check: () => [],
 * };
 */
export interface WorkflowStepType<Settings extends object = object> {
  /** The `type` of the steps it describes. */
  type: string;
  labelKey: string;
  /** The settings' JSON Schema, with an `$id`; compiled by the runtime's Ajv (createAjv). */
  schema: AnySchema;
  /** False where the flow stops or jumps away (end, redirect): no next step is asked for. */
  needsNext: boolean;
  /** The steps the flow goes on to; without it, `next`. */
  successors?(step: WorkflowStep<Settings>): string[];
  /**
   * The step's own outputs when it has several (a decision: one per path, the default among them); each
   * is a handle on the map. Without it the step has one output, `next`, when it needs one.
   */
  outputs?(settings: Settings): StepOutput[];
  /** Where the step sends the flow back to (a redirect), drawn as a dashed link. */
  jumpTo?(settings: Settings): string | null;
  /**
   * The form items the step reads (group and field ids, and conditional rules whose fields and options it
   * compares), so findUsages refuses deleting them naming the step (spec 001 §5). Absent: none.
   */
  uses?(step: WorkflowStep<Settings>): WorkflowStepUses;
  /** The spec's problems of a step whose settings satisfy the schema; empty when it is configured. */
  check(step: WorkflowStep<Settings>, context: WorkflowCheckContext): WorkflowProblem[];
}
