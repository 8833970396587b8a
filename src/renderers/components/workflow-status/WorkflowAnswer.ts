import type { ExpiryLabel } from '../../../runtime/workflows/expiryLabel';
import type { Workflow } from '../../../runtime/workflows/Workflow';

/** A step's state as ConsultarWorkflowDocumento names it (spec 001: not started, waiting start, expired, finished). */
export type WorkflowStepState = 'notStarted' | 'waiting' | 'expired' | 'finished';

/** One run of a step (a redirect enters a step again: a new run). */
export interface WorkflowRunAnswer {
  id: number;
  state: Exclude<WorkflowStepState, 'notStarted'>;
  startedAt: string;
  dueAt: string | null;
  finishedAt: string | null;
  finishedBy: number | null;
  finishedByName: string | null;
  branch: string | null;
  justification: string | null;
  details: { emails?: string[]; branchName?: string; taskIds?: number[] } & Record<string, unknown>;
}

/** ConsultarWorkflowDocumento's answer (docs/workflows.md). */
export interface WorkflowAnswer {
  WORKFLOW: {
    instanceId: number;
    status: 'running' | 'finished';
    currentStepId: string | null;
    startedAt: string;
    finishedAt: string | null;
    /** The pinned model version's workflow (steps and layout), for the map. */
    map?: Workflow | null;
  } | null;
  PASSOS: Array<{
    id: string;
    name: string;
    type: string;
    state: WorkflowStepState;
    dueAt: string | null;
    expiry: ExpiryLabel | null;
    /** While it waits: the names of the people and work groups who may fill it. */
    waitingFor?: string[];
    runs: WorkflowRunAnswer[];
  }>;
  GRUPOS_EDITAVEIS?: string[];
}
