import type { Kysely } from 'kysely';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { Database } from '../db/Database';
import type { InstanceRow } from './InstanceRow';

/**
 * A model version never changes once written (a save writes the next one): its parsed model is kept, per
 * database (a process may hold several, as the test suites do: ids repeat across them). A database's
 * transactions share its Kysely instance's dialect adapter, which names the database here.
 */
const pinnedByDatabase = new WeakMap<object, Map<string, FormModel>>();
const PINNED_MODELS = 500;

function pinnedModelsOf(trx: Kysely<Database>): Map<string, FormModel> {
  const database = trx.getExecutor().adapter;
  let models = pinnedByDatabase.get(database);
  if (!models) pinnedByDatabase.set(database, (models = new Map()));
  return models;
}

/**
 * An instance of the company, locked (FOR UPDATE) for a transition, with the model version it is pinned
 * to (parsed once per process: versions are immutable); undefined when the company has no such instance
 * (`openRunId`: no run of that id still open). Every transition takes this lock first, so two
 * workers (two timers, a timer and a jump) apply their moves one after the other and the second sees
 * the first's result. Reads pass `{ forUpdate: false }`.
 *
 * @example const locked = await lockInstance(trx, companyId, { id: 7 });
 */
export async function lockInstance(
  trx: Kysely<Database>,
  companyId: number,
  by: { id: number } | { documentId: number } | { openRunId: number },
  options: { forUpdate?: boolean } = {},
): Promise<{ instance: InstanceRow; model: FormModel } | undefined> {
  let query = trx.selectFrom('workflow_instances').selectAll().where('company_id', '=', companyId);
  if ('id' in by) query = query.where('id', '=', by.id);
  else if ('documentId' in by) query = query.where('document_id', '=', by.documentId);
  else
    // The run's instance in the same statement. The run's state is read before the lock is granted:
    // a caller re-checks it after (moveWorkflow's finish touches only a run still open).
    query = query.where('id', '=', (eb) =>
      eb
        .selectFrom('workflow_step_runs')
        .select('instance_id')
        .where('company_id', '=', companyId)
        .where('id', '=', by.openRunId)
        .where('state', '<>', 'finished'),
    );
  if (options.forUpdate !== false) query = query.forUpdate();
  const instance = await query.executeTakeFirst();
  if (!instance) return undefined;
  const pinnedModels = pinnedModelsOf(trx);
  const key = `${companyId}:${instance.form_id}:${instance.form_version}`;
  let model = pinnedModels.get(key);
  if (!model) {
    const version = await trx
      .selectFrom('form_versions')
      .select('model')
      .where('company_id', '=', companyId)
      .where('form_id', '=', instance.form_id)
      .where('version', '=', instance.form_version)
      .executeTakeFirstOrThrow();
    model = (typeof version.model === 'string' ? JSON.parse(version.model) : version.model) as FormModel;
    if (pinnedModels.size >= PINNED_MODELS) pinnedModels.delete(pinnedModels.keys().next().value!);
    pinnedModels.set(key, model);
  }
  return { instance, model };
}
