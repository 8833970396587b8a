import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { Workflow } from '../../runtime/workflows/Workflow';
import type { WorkflowStep } from '../../runtime/workflows/WorkflowStep';
import type { WorkflowLookups } from './useWorkflowLookups';

/** What a step's settings panel receives: its step, the workflow and form around it, and the lookups. */
export interface StepPanelProps<Settings extends object = object> {
  step: WorkflowStep<Settings>;
  workflow: Workflow;
  model: FormModel;
  lookups: WorkflowLookups;
  onChange(settings: Settings): void;
}

/**
 * The editor side of a workflow step type (docs/workflows.md): the settings a new step starts with and
 * its settings panel (its outputs and jump back are the runtime type's: the read-only map needs them too). One folder per type in `steps/`, one line in `stepEditors.ts`.
 *
 * @example const timerEditor: StepEditor<TimerSettings> = { palette: true, defaults: () => ({ hours: 1, minutes: 0 }), Panel: TimerPanel };
 */
export interface StepEditor<Settings extends object = object> {
  /** Offered in the palette (false for the start: a workflow has exactly one). */
  palette: boolean;
  defaults(t: TFunction): Settings;
  Panel: ComponentType<StepPanelProps<Settings>>;
  /** Points an output (by handle) at a step, or at none. */
  connect?(settings: Settings, handle: string, target: string | null): Settings;
  /** The settings without any reference to a deleted step. */
  forget?(settings: Settings, stepId: string): Settings;
  /** The output the flow takes over the answers (the "Testar" panel), null when none applies. */
  route?(settings: Settings, model: FormModel, values: Record<string, unknown>): string | null;
}
