import type { TFunction } from 'i18next';
import { sql, type Kysely } from 'kysely';
import type { FormModel } from '../../runtime/forms/FormModel';
import { validateDocument } from '../../runtime/forms/validateDocument';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import { advanceFilledTask } from '../tasks/advanceFilledTask';
import { finishWorkflowRun } from '../workflows/finishWorkflowRun';
import { jumpWorkflowStep } from '../workflows/jumpWorkflowStep';
import { startWorkflow } from '../workflows/startWorkflow';
import type { WorkflowEnvironment } from '../workflows/WorkflowEnvironment';
import { DEMO_WORKFLOW_FORM } from './demoWorkflowForm';
import { DEMO_WORKFLOW_INSTANCES } from './demoWorkflowInstances';

const HOUR = 3_600_000;
const NO_FILL = {
  fill_latitude: null,
  fill_longitude: null,
  fill_accuracy: null,
  fill_distance_meters: null,
  out_of_area_justification: null,
};

/**
 * Gives the Demo company's workflow form its documents (DEMO_WORKFLOW_INSTANCES), one in each state, run
 * through the engine as the commands run it: the document written as SalvarDocumento writes a started
 * one, then startWorkflow; a step filled = the answers saved, its task finished (advanceFilledTask) and
 * finishWorkflowRun; a jump = jumpWorkflowStep (AvancarEtapaWorkflow's). Each event happens at its own
 * time in the past, so deadlines and the late step are real. Needs the app's job queue (deadlines, mail):
 * main.ts calls it once the app is built. Idempotent: skipped when the form already has an instance.
 *
 * @example await seedDemoWorkflows(db, { jobs: app.jobs, t, publicUrl: config.publicUrl }, new Date());
 */
export async function seedDemoWorkflows(
  db: Kysely<Database>,
  services: { jobs: JobQueue; t: TFunction; publicUrl: string },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const form = await trx
      .selectFrom('forms')
      .innerJoin('companies', 'companies.id', 'forms.company_id')
      .select(['forms.company_id', 'forms.id'])
      .where('companies.name', '=', 'Demo')
      .where('forms.name', '=', DEMO_WORKFLOW_FORM.name)
      .executeTakeFirst();
    if (!form) return;
    const companyId = form.company_id;
    const started = await trx
      .selectFrom('workflow_instances')
      .select('id')
      .where('company_id', '=', companyId)
      .where('form_id', '=', form.id)
      .limit(1)
      .executeTakeFirst();
    if (started) return;
    const version = await trx
      .selectFrom('form_versions')
      .select(['version', 'model'])
      .where('company_id', '=', companyId)
      .where('form_id', '=', form.id)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    const model = (
      typeof version.model === 'string' ? JSON.parse(version.model) : version.model
    ) as FormModel;
    const users = new Map(
      (
        await trx
          .selectFrom('user_logins')
          .select(['login', 'user_id'])
          .where('company_id', '=', companyId)
          .execute()
      ).map((u) => [u.login.split('@')[0]!, u.user_id]),
    );
    const client = (
      await sql<{ id: string }>`select id from entity_records
        where company_id = ${companyId} and entity = 'client' and deleted_at is null
        order by id limit 1`.execute(trx)
    ).rows[0];
    const env = (at: Date): WorkflowEnvironment => ({
      trx,
      jobs: services.jobs,
      t: services.t,
      publicUrl: services.publicUrl,
      // The seed runs before the app serves: nothing waits for after the commit.
      afterCommit: () => undefined,
      now: at,
    });

    for (const demo of DEMO_WORKFLOW_INSTANCES) {
      const operator = users.get('operador')!;
      let at = new Date(now.getTime() - demo.startedHoursAgo * HOUR);
      const header = { title: demo.title, ...(client ? { clientId: Number(client.id) } : {}) };
      let values: Record<string, unknown> = {};
      const document = await trx
        .insertInto('documents')
        .values({
          company_id: companyId,
          form_id: form.id,
          form_version: version.version,
          values: JSON.stringify(values),
          header: JSON.stringify(header),
          plans: JSON.stringify({}),
          globals: JSON.stringify({}),
          finished: false,
          score: null,
          created_by: operator,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await startWorkflow(env(at), {
        companyId,
        documentId: document.id,
        formId: form.id,
        version: version.version,
        model,
        userId: operator,
      });
      for (const move of demo.moves) {
        at = new Date(at.getTime() + move.hoursLater * HOUR);
        const instance = await trx
          .selectFrom('workflow_instances')
          .select(['id', 'current_step_id'])
          .where('company_id', '=', companyId)
          .where('document_id', '=', document.id)
          .executeTakeFirstOrThrow();
        if ('jump' in move) {
          await jumpWorkflowStep(env(at), {
            companyId,
            documentId: document.id,
            stepId: instance.current_step_id!,
            userId: users.get(move.jump)!,
            justification: move.justification,
          });
          continue;
        }
        const userId = users.get(move.fill)!;
        const task = await trx
          .selectFrom('tasks')
          .innerJoin('workflow_step_runs as run', (j) =>
            j.onRef('run.company_id', '=', 'tasks.company_id').onRef('run.id', '=', 'tasks.workflow_run_id'),
          )
          .selectAll('tasks')
          .where('tasks.company_id', '=', companyId)
          .where('run.instance_id', '=', instance.id)
          .where('run.state', '<>', 'finished')
          .where('tasks.responsible_id', '=', userId)
          .executeTakeFirstOrThrow();
        values = validateDocument(model, { ...values, ...move.answers }, undefined, { draft: true }).values;
        await trx
          .updateTable('documents')
          .set({ values: JSON.stringify(values), updated_at: at })
          .where('company_id', '=', companyId)
          .where('id', '=', document.id)
          .execute();
        await advanceFilledTask(
          trx,
          task,
          { userId, documentId: document.id, finished: true, fill: NO_FILL },
          at,
        );
        await finishWorkflowRun(env(at), companyId, task.workflow_run_id!, userId);
      }
    }
  });
}
