import type { Kysely } from 'kysely';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { DocumentFillSettings } from '../../runtime/workflows/steps/documentFill/DocumentFillSettings';
import { CommandFailure } from '../commands/CommandFailure';
import type { Database } from '../db/Database';

/** How a save of a document of a model with a workflow stands towards its flow. */
export interface WorkflowFill {
  /** The groups this save may change; null: every group (no workflow). */
  editable: ReadonlySet<string> | null;
  /** The document-fill run the task belongs to: finishing the task finishes the step. */
  runId: number | null;
  /** Finishing this save starts the document's workflow (its starter's part is done). */
  starts: boolean;
}

/** The groups some document-fill step of the workflow fills. */
function stepGroups(model: FormModel): Set<string> {
  return new Set(
    (model.workflow?.steps ?? [])
      .filter((step) => step.type === 'documentFill')
      .flatMap((step) => (step.settings as DocumentFillSettings).groups ?? []),
  );
}

/**
 * What a save of `model`'s document may change under its workflow (spec: "only the step's groups
 * editable, the others read-only"): through a document-fill step's task, that step's groups; the
 * starter, before the flow starts, the groups no step fills; a document whose flow is running is saved
 * only through its step's task (ENTITY_NOT_FOUND otherwise, as a task's document). No workflow: all.
 * The same answer feeds the task view (ConsultarWorkflowDocumento's GRUPOS_EDITAVEIS).
 *
 * `run` is the task's workflow run and its step (read with the task: taskForFilling), null for a save
 * through no workflow task.
 *
 * @example const fill = await workflowFillGroups(trx, companyId, model, draftId, { id: 9, stepId: 'fill2' });
 */
export async function workflowFillGroups(
  trx: Kysely<Database>,
  companyId: number,
  model: FormModel,
  documentId: number | null,
  run: { id: number; stepId: string } | null,
): Promise<WorkflowFill> {
  if (run !== null) {
    const step = model.workflow?.steps.find((s) => s.id === run.stepId);
    const groups = (step?.settings as DocumentFillSettings | undefined)?.groups ?? [];
    return { editable: new Set(groups), runId: run.id, starts: false };
  }
  if (documentId !== null) {
    const running = await trx
      .selectFrom('workflow_instances')
      .select('id')
      .where('company_id', '=', companyId)
      .where('document_id', '=', documentId)
      .executeTakeFirst();
    if (running) throw new CommandFailure('ENTITY_NOT_FOUND');
  }
  if (!model.workflow) return { editable: null, runId: null, starts: false };
  const filledBySteps = stepGroups(model);
  return {
    editable: new Set(model.groups.filter((g) => !filledBySteps.has(g.id)).map((g) => g.id)),
    runId: null,
    starts: true,
  };
}
