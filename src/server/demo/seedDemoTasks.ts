import { sql, type Transaction } from 'kysely';
import type { FormModel } from '../../runtime/forms/FormModel';
import { validateDocument } from '../../runtime/forms/validateDocument';
import type { RecurrenceRule } from '../../runtime/tasks/recurrence';
import type { TaskFields, TaskResponsible } from '../../runtime/tasks/TaskFields';
import { zonedDateTime } from '../../runtime/tasks/zonedDateTime';
import { generateOccurrences } from '../tasks/generateOccurrences';
import { taskRowValues } from '../tasks/taskRowValues';
import type { Database } from '../db/Database';
import type { FileStorage } from '../storage/FileStorage';
import type { DemoTask } from './DemoTask';
import { DEMO_SIGNATURE } from './demoInspectionImages';
import { DEMO_RECURRENT_TASKS } from './demoRecurrentTasks';
import { DEMO_SURVEY_ANSWERS } from './demoSurveyAnswers';
import { DEMO_TASKS } from './demoTasks';
import { seedDemoPhotos } from './seedDemoPhotos';

const BRASILIA = -180;
const SUPERVISOR_ROLE = 159;
const DAY = 86_400_000;

const FORM_NAMES: Record<DemoTask['form'], string> = {
  inspection: 'Inspeção de segurança do trabalho',
  maintenance: 'Relatório de manutenção preventiva',
  survey: 'Pesquisa de satisfação do cliente (NPS)',
};

/**
 * Gives the Demo company its sample tasks (DEMO_TASKS) and recurrent tasks (DEMO_RECURRENT_TASKS) whose occurrences are
 * generated now. Runs after seedDemoEntities and seedDemoForms; skipped when Demo already has tasks. With a
 * FileStorage, a task's `photoField` is answered with its photos (DEMO_PHOTOS unless it names others) and
 * its `signatureField` with DEMO_SIGNATURE (bytes stored, document_files rows); without one they stay
 * empty.
 *
 * @example await seedDemoTasks(trx, new Date(), storage);
 */
export async function seedDemoTasks(
  trx: Transaction<Database>,
  now: Date,
  storage?: FileStorage,
): Promise<void> {
  const demo = await trx.selectFrom('companies').select('id').where('name', '=', 'Demo').executeTakeFirst();
  if (!demo) return;
  const companyId = demo.id;
  if (
    await trx.selectFrom('tasks').select('id').where('company_id', '=', companyId).limit(1).executeTakeFirst()
  )
    return;
  const users = new Map(
    (
      await trx
        .selectFrom('users')
        .innerJoin('user_logins', (j) => j.onRef('user_logins.user_id', '=', 'users.id'))
        .select(['users.id', 'user_logins.login'])
        .where('users.company_id', '=', companyId)
        .execute()
    ).map((u) => [u.login.split('@')[0]!, u.id]),
  );
  const owner = users.get('dono')!;
  const forms = new Map<string, { id: number; model: FormModel }>();
  for (const row of await trx
    .selectFrom('forms')
    .innerJoin('form_versions', (j) =>
      j
        .onRef('form_versions.company_id', '=', 'forms.company_id')
        .onRef('form_versions.form_id', '=', 'forms.id'),
    )
    .select(['forms.id', 'forms.name', 'form_versions.model'])
    .where('forms.company_id', '=', companyId)
    .where('form_versions.version', '=', 1)
    .execute())
    forms.set(row.name, { id: row.id, model: row.model as unknown as FormModel });
  const records = async (entity: string) =>
    (
      await sql<{ id: string; data: Record<string, unknown> }>`
        select id, data from entity_records
        where company_id = ${companyId} and entity = ${entity} and deleted_at is null
        order by id limit 12`.execute(trx)
    ).rows;
  const clients = await records('client');
  const units = await records('unit');
  const squads = await records('squad');
  const responsibleOf = (who: DemoTask['who']): TaskResponsible =>
    who === 'squad'
      ? { kind: 'squad', id: Number(squads[0]!.id) }
      : who === 'shared'
        ? { kind: 'sharedCode', code: 'ROT-001', codeType: 'EMPLOYEE_CODE' }
        : { kind: 'employee', id: users.get(who)! };
  const today = zonedDateTime.toLocal(now, BRASILIA).date;
  const dayOf = (offset: number) =>
    new Date(Date.parse(`${today}T12:00:00Z`) + offset * DAY).toISOString().slice(0, 10);

  for (const [i, demoTask] of DEMO_TASKS.entries()) {
    const form = forms.get(FORM_NAMES[demoTask.form]);
    if (!form) throw new Error(`seedDemoTasks: no demo form for ${demoTask.form}`);
    const unit = units[i % units.length]!;
    const client = clients[i % clients.length]!;
    const approvalFlow = ['awaitingApproval', 'disapproved', 'approved'].includes(demoTask.outcome);
    const fields: TaskFields = {
      title: demoTask.title,
      formId: form.id,
      responsible: responsibleOf(demoTask.who),
      startDate: dayOf(demoTask.startDay),
      startHour: '08:00',
      ...(demoTask.dueDay === null ? {} : { dueDate: dayOf(demoTask.dueDay), dueHour: '18:00' }),
      clientId: Number(client.id),
      unitId: Number(unit.id),
      address: (unit.data as { address?: Record<string, unknown> }).address ?? null,
      instructions: 'Leve os EPIs e registre fotos do antes e depois.',
      urgent: demoTask.urgent ?? false,
      closeAfterDue: demoTask.closeAfterDue ?? false,
      ...(demoTask.location
        ? {
            fillInLocation: true,
            proximityMeters: 300,
            canFillOutOfArea: true,
            outOfAreaJustificationRequired: true,
          }
        : {}),
      ...(approvalFlow ? { needsApproval: true, approvalGroupId: SUPERVISOR_ROLE } : {}),
    };
    const values = taskRowValues(fields, BRASILIA, now, () => false);
    const responsibleUser =
      demoTask.who === 'squad' || demoTask.who === 'shared'
        ? users.get('operador')!
        : users.get(demoTask.who)!;
    const dueAt = values.due_at;
    const finishedAt =
      demoTask.outcome === 'finishedLate' && dueAt
        ? new Date(dueAt.getTime() + 5 * 3_600_000)
        : new Date(Math.min(now.getTime() - 3_600_000, (dueAt ?? now).getTime() - 2 * 3_600_000));
    const filled =
      demoTask.outcome !== 'planned' && demoTask.outcome !== 'cancelled' && demoTask.outcome !== 'deleted';
    const finished = filled && demoTask.outcome !== 'draft';
    let documentId: number | null = null;
    if (filled) {
      const given =
        typeof demoTask.answers === 'function'
          ? demoTask.answers({ dayOf, unit: { id: unit.id, name: String(unit.data.title ?? '') } })
          : demoTask.answers;
      const answers =
        given ?? (demoTask.form === 'survey' ? DEMO_SURVEY_ANSWERS[i % DEMO_SURVEY_ANSWERS.length]! : {});
      const checked = validateDocument(form.model, answers, undefined, { draft: !finished });
      const document = await trx
        .insertInto('documents')
        .values({
          company_id: companyId,
          form_id: form.id,
          form_version: 1,
          values: JSON.stringify(checked.values),
          header: JSON.stringify({ clientId: fields.clientId }),
          plans: JSON.stringify(checked.plans),
          globals: JSON.stringify({}),
          finished,
          score: checked.score,
          created_by: responsibleUser,
          finished_at: finished ? finishedAt : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      documentId = document.id;
      if ((demoTask.photoField || demoTask.signatureField) && storage) {
        const at = { companyId, documentId, formId: form.id, userId: responsibleUser };
        const files: Record<string, unknown> = {};
        if (demoTask.photoField)
          files[demoTask.photoField] = await seedDemoPhotos(
            trx,
            storage,
            { ...at, fieldId: demoTask.photoField },
            demoTask.photos,
          );
        if (demoTask.signatureField)
          [files[demoTask.signatureField]] = await seedDemoPhotos(
            trx,
            storage,
            { ...at, fieldId: demoTask.signatureField },
            [DEMO_SIGNATURE],
          );
        await trx
          .updateTable('documents')
          .set({ values: JSON.stringify({ ...checked.values, ...files }) })
          .where('company_id', '=', companyId)
          .where('id', '=', documentId)
          .execute();
      }
    }
    const status =
      demoTask.outcome === 'planned'
        ? 'planned'
        : demoTask.outcome === 'draft' || demoTask.outcome === 'disapproved'
          ? 'in_progress'
          : demoTask.outcome === 'cancelled'
            ? 'cancelled'
            : demoTask.outcome === 'deleted'
              ? 'deleted'
              : 'finished';
    const approval =
      demoTask.outcome === 'awaitingApproval'
        ? 'pending'
        : demoTask.outcome === 'disapproved'
          ? 'disapproved'
          : demoTask.outcome === 'approved'
            ? 'approved'
            : null;
    const position =
      demoTask.location && filled
        ? (fields.address as { latitude?: number; longitude?: number } | null)
        : null;
    const task = await trx
      .insertInto('tasks')
      .values({
        ...values,
        company_id: companyId,
        status,
        approval,
        document_id: documentId,
        started_at: filled ? new Date(finishedAt.getTime() - 3_600_000) : null,
        finished_at: status === 'finished' ? finishedAt : null,
        ...(position?.latitude !== undefined
          ? {
              fill_latitude: position.latitude,
              fill_longitude: position.longitude ?? null,
              fill_accuracy: 12,
              fill_distance_meters: 0,
            }
          : {}),
        created_by: owner,
        updated_by: owner,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const supervisor = users.get('supervisor')!;
    if (demoTask.outcome === 'disapproved' || demoTask.outcome === 'approved') {
      await trx
        .insertInto('task_approvals')
        .values({
          company_id: companyId,
          task_id: task.id,
          user_id: supervisor,
          decision: demoTask.outcome,
          justification:
            demoTask.outcome === 'disapproved'
              ? 'Faltou o e-mail do cliente para o envio do relatório.'
              : null,
        })
        .execute();
      await trx
        .insertInto('task_messages')
        .values({
          company_id: companyId,
          task_id: task.id,
          user_id: responsibleUser,
          text: 'Enviado. Qualquer dúvida estou à disposição.',
        })
        .execute();
    }
  }

  for (const r of DEMO_RECURRENT_TASKS) {
    const form = forms.get(FORM_NAMES[r.form]);
    if (!form) throw new Error(`seedDemoTasks: no demo form for ${r.form}`);
    const rule = { ...r.rule, baseDate: dayOf(r.baseDay) } as RecurrenceRule;
    const fields: TaskFields = {
      title: r.title,
      formId: form.id,
      responsible: responsibleOf(r.who),
      startDate: rule.baseDate,
      startHour: '08:00',
      dueHour: '18:00',
      unitId: Number(units[0]!.id),
    };
    const created = await trx
      .insertInto('recurrent_tasks')
      .values({
        company_id: companyId,
        title: r.title,
        form_id: form.id,
        template: JSON.stringify(fields),
        rule: JSON.stringify(rule),
        utc_offset: BRASILIA,
        created_by: owner,
        updated_by: owner,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await generateOccurrences(trx, companyId, created.id, now);
  }
}
