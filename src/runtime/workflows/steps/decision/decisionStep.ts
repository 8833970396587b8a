import type { WorkflowStepType } from '../../WorkflowStepType';
import { checkDecision } from './checkDecision';
import type { DecisionSettings } from './DecisionSettings';
import { decisionSchema } from './decisionSchema';

/** Chooses the next step by the document's values; it leads on through its paths, not `next`. */
export const decisionStep: WorkflowStepType<DecisionSettings> = {
  type: 'decision',
  labelKey: 'workflow.steps.decision',
  schema: decisionSchema,
  needsNext: true,
  successors: (step) => step.settings.paths.flatMap((path) => (path.next ? [path.next] : [])),
  outputs: (settings) => settings.paths.map((p) => ({ handle: p.id, label: p.name, target: p.next })),
  uses: ({ settings }) => ({
    items: [],
    rules: settings.paths.flatMap((path) => (path.rule ? [path.rule] : [])),
  }),
  check: checkDecision,
};
