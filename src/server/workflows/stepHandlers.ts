import type { WorkflowStepHandler } from './WorkflowStepHandler';

/**
 * The engine side of each workflow step type, by the runtime type name (src/runtime/workflows/stepTypes.ts).
 *
 * Where a new step's engine side goes: `src/server/workflows/steps/<type>/<type>Handler.ts` (the folder named
 * after the type, as in the runtime: `steps/sendEmail/sendEmailHandler.ts`) exporting a WorkflowStepHandler,
 * with its test beside it, and one line here. A handler's key must be a registered runtime type
 * (stepHandlers.test.ts); no `switch` on step types anywhere. Empty until the workflow engine is built
 * (the issue after the step registry): the runtime side, with its schemas and checks, comes first.
 * docs/workflows.md has the whole recipe.
 *
 * @example stepHandlers.timer?.start(step, context)
 */
export const stepHandlers: Readonly<Record<string, WorkflowStepHandler>> = {};
