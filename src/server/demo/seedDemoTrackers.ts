import { sql, type Transaction } from 'kysely';
import type { FormModel } from '../../runtime/forms/FormModel';
import { validateDocument } from '../../runtime/forms/validateDocument';
import type { Database } from '../db/Database';
import { rebuildDeviceLatest } from '../tracker/rebuildDeviceLatest';
import { localDay, zonedInstant } from '../tracker/trackerTimeZone';
import { demoTrace, type DemoTracePoint } from './demoTrace';
import { DEMO_SURVEY_ANSWERS } from './demoSurveyAnswers';
import { DEMO_TRACKERS } from './demoTrackers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SURVEY = 'Pesquisa de satisfação do cliente (NPS)';

/** 00:00 of the São Paulo day of `instant`, `days` later, at `hour`. */
function localHour(instant: Date, days: number, hour: number): Date {
  const [y, m, d] = localDay(instant).split('-').map(Number) as [number, number, number];
  return zonedInstant(y, m - 1, d + days, hour, 0, 0);
}

/**
 * Gives the Demo company's field team (DEMO_TRACKERS) their phones, yesterday's trace (08:00-17:00, São
 * Paulo) and today's (the four hours before `now`, from midnight at most), and two survey documents sent
 * from the trace each day. Runs after seedDemoForms; skipped when Demo already has a device.
 *
 * @example await seedDemoTrackers(trx, new Date());
 */
export async function seedDemoTrackers(trx: Transaction<Database>, now: Date): Promise<void> {
  const demo = await trx.selectFrom('companies').select('id').where('name', '=', 'Demo').executeTakeFirst();
  if (!demo) return;
  const companyId = demo.id;
  if (
    await trx
      .selectFrom('tracker_devices')
      .select('id')
      .where('company_id', '=', companyId)
      .executeTakeFirst()
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
  const survey = await trx
    .selectFrom('forms')
    .innerJoin('form_versions', (j) =>
      j
        .onRef('form_versions.company_id', '=', 'forms.company_id')
        .onRef('form_versions.form_id', '=', 'forms.id'),
    )
    .select(['forms.id', 'form_versions.version', 'form_versions.model'])
    .where('forms.company_id', '=', companyId)
    .where('forms.name', '=', SURVEY)
    .orderBy('form_versions.version', 'desc')
    .executeTakeFirst();
  const days = [
    { from: localHour(now, -1, 8), to: localHour(now, -1, 17), step: 2 * MINUTE },
    {
      from: new Date(Math.max(localHour(now, 0, 0).getTime(), now.getTime() - 4 * HOUR)),
      to: now,
      step: MINUTE,
    },
  ];

  for (const [index, tracker] of DEMO_TRACKERS.entries()) {
    const userId = users.get(tracker.login);
    if (userId === undefined) continue;
    let subUserId: number | null = null;
    if (tracker.subUser) {
      const found = await trx
        .selectFrom('shared_sub_users')
        .select('id')
        .where('company_id', '=', companyId)
        .where(sql<string>`lower(access_code)`, '=', tracker.subUser.code.toLowerCase())
        .executeTakeFirst();
      subUserId =
        found?.id ??
        (
          await trx
            .insertInto('shared_sub_users')
            .values({ company_id: companyId, name: tracker.subUser.name, access_code: tracker.subUser.code })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    }
    const traces = days.map((day) => demoTrace(tracker.route, day.from, day.to, day.step));
    const points = traces.flat();
    const last = points.at(-1);
    const device = await trx
      .insertInto('tracker_devices')
      .values({
        company_id: companyId,
        unique_id: tracker.identifier,
        user_id: userId,
        sub_user_id: subUserId,
        last_fix_time: last?.at ?? null,
        last_seen_at: last ? now : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = points.map((p) => ({
      company_id: companyId,
      device_id: device.id,
      fix_time: p.at.toISOString(),
      latitude: p.latitude,
      longitude: p.longitude,
      speed: p.speed,
      course: p.course,
      accuracy: 8,
      attributes: { batteryLevel: p.battery, motion: p.speed > 0 },
    }));
    await sql`
      insert into tracker_positions (company_id, device_id, fix_time, server_time, latitude, longitude, speed,
        course, accuracy, valid, drawable, attributes)
      select company_id, device_id, fix_time, fix_time, latitude, longitude, speed, course, accuracy, true,
        true, attributes
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(company_id integer, device_id integer,
        fix_time timestamptz, latitude double precision, longitude double precision, speed double precision,
        course double precision, accuracy double precision, attributes jsonb)
      on conflict do nothing`.execute(trx);
    if (survey) await sendDocuments(trx, companyId, survey, userId, subUserId, traces, index);
  }
  await rebuildDeviceLatest(trx, companyId);
}

/** Two finished surveys per day, sent from a third and two thirds of the way along the day's trace. */
async function sendDocuments(
  trx: Transaction<Database>,
  companyId: number,
  form: { id: number; version: number; model: unknown },
  userId: number,
  subUserId: number | null,
  traces: DemoTracePoint[][],
  index: number,
): Promise<void> {
  for (const [day, trace] of traces.entries())
    for (const share of [1 / 3, 2 / 3]) {
      const at = trace[Math.floor((trace.length - 1) * share)];
      if (!at) continue;
      const answers =
        DEMO_SURVEY_ANSWERS[(index * 4 + day * 2 + (share > 0.5 ? 1 : 0)) % DEMO_SURVEY_ANSWERS.length]!;
      const checked = validateDocument(form.model as FormModel, answers, undefined, { draft: false });
      await trx
        .insertInto('documents')
        .values({
          company_id: companyId,
          form_id: form.id,
          form_version: form.version,
          values: JSON.stringify(checked.values),
          header: JSON.stringify({}),
          plans: JSON.stringify(checked.plans),
          globals: JSON.stringify({}),
          finished: true,
          score: checked.score,
          created_by: userId,
          created_at: new Date(at.at.getTime() - 10 * MINUTE),
          updated_at: at.at,
          finished_at: at.at,
          fill_latitude: at.latitude,
          fill_longitude: at.longitude,
          fill_accuracy: 8,
          fill_at: at.at,
          sub_user_id: subUserId,
        })
        .execute();
    }
}
