import type { Transaction } from 'kysely';
import { chosenPlans } from '../../../runtime/forms/actionPlans';
import type { FormModel, PlanAnswer } from '../../../runtime/forms/FormModel';
import { modelIndex } from '../../../runtime/forms/modelIndex';
import { zonedDateTime } from '../../../runtime/tasks/zonedDateTime';
import type { AudienceViewer } from '../../access/AudienceViewer';
import type { CompanyAccess } from '../../access/CompanyAccess';
import type { Database } from '../../db/Database';
import { insertTask } from '../../tasks/insertTask';
import { prepareNewTask } from '../../tasks/prepareNewTask';
import type { CommandContext } from '../CommandContext';
import { CommandFailure } from '../CommandFailure';

/** The header records a plan's activity takes over from the document. */
interface DocumentHeaderRecords {
  clientId?: unknown;
  unitId?: unknown;
  assetId?: unknown;
}

const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The action plans' effects, in the document's transaction: a fillForm answer's document must be a
 * document of the caller's company filled with the plan's form (LOOKUP_NOT_FOUND, FIELD
 * `PLANOS.<field>.documentId`); when the document is finished, each createActivity answer not yet
 * created becomes a task (prepareNewTask's checks: the responsible and the form are the company's, the
 * due date not past) of the plan's form (the document's own by default), starting today, with the
 * document's client, unit and asset; its id is kept in the answer (`activity.taskId`), so finishing a
 * corrected document again creates nothing twice. Resolves with the answers to store.
 *
 * @example const plans = await applyPlanActions(ctx, trx, viewer, company, form, values, checked.plans, header, true);
 */
export async function applyPlanActions(
  ctx: CommandContext,
  trx: Transaction<Database>,
  viewer: AudienceViewer,
  company: CompanyAccess,
  form: { id: number; model: FormModel },
  values: Record<string, unknown>,
  plans: Record<string, PlanAnswer>,
  header: DocumentHeaderRecords,
  finished: boolean,
): Promise<Record<string, PlanAnswer>> {
  const out: Record<string, PlanAnswer> = {};
  const now = new Date();
  for (const [fieldId, answer] of Object.entries(plans)) {
    const field = modelIndex(form.model).fields.get(fieldId)?.field;
    const asked = field ? chosenPlans(field, values[fieldId]) : [];
    const kept: PlanAnswer = { ...answer };
    if (answer.documentId !== undefined) {
      const plan = asked.find((p) => p.type === 'fillForm');
      let query = trx
        .selectFrom('documents')
        .select('id')
        .where('company_id', '=', viewer.companyId)
        .where('id', '=', answer.documentId);
      if (plan?.formId) query = query.where('form_id', '=', plan.formId);
      if (!(await query.executeTakeFirst()))
        throw new CommandFailure(
          'LOOKUP_NOT_FOUND',
          { field: field?.name ?? fieldId },
          { answer: { FIELD: `PLANOS.${fieldId}.documentId` } },
        );
    }
    const activity = answer.activity;
    if (finished && activity && activity.taskId === undefined) {
      const plan = asked.find((p) => p.type === 'createActivity');
      const offset = zonedDateTime.defaultOffset;
      const today = zonedDateTime.toLocal(now, offset);
      const prepared = await prepareNewTask(
        trx,
        ctx.t,
        viewer,
        {
          title: activity.title,
          startDate: today.date,
          startHour: today.hour,
          dueDate: activity.dueDate ?? null,
          formId: plan?.formId ?? form.id,
          responsible: { kind: 'employee', id: activity.responsibleId },
          clientId: idOf(header.clientId),
          unitId: idOf(header.unitId),
          assetId: idOf(header.assetId),
        },
        offset,
        now,
      );
      kept.activity = { ...activity, taskId: await insertTask(ctx, trx, viewer, company, prepared) };
    }
    out[fieldId] = kept;
  }
  return out;
}
