import { choosePath } from '../../../../runtime/workflows/steps/decision/choosePath';
import type { DecisionSettings } from '../../../../runtime/workflows/steps/decision/DecisionSettings';
import type { StepEditor } from '../../StepEditor';
import { DecisionPanel } from './DecisionPanel';

/**
 * Decision: two paths to start with, the second the default (its outputs, one per path, are the runtime
 * type's), and the "Testar" panel routes by the runtime's choosePath, as the engine does.
 */
export const decisionEditor: StepEditor<DecisionSettings> = {
  palette: true,
  defaults: (t) => ({
    paths: [
      { id: 'p1', name: t('workflow.decision.newPath', { n: 1 }), rule: null, next: null },
      { id: 'default', name: t('workflow.decision.defaultName'), rule: null, next: null },
    ],
    defaultPathId: 'default',
  }),
  Panel: DecisionPanel,
  connect: (settings, handle, target) => ({
    ...settings,
    paths: settings.paths.map((p) => (p.id === handle ? { ...p, next: target } : p)),
  }),
  forget: (settings, stepId) => ({
    ...settings,
    paths: settings.paths.map((p) => (p.next === stepId ? { ...p, next: null } : p)),
  }),
  route: (settings, model, values) => choosePath(settings, model, values)?.id ?? null,
};
