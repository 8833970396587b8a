import { sql } from 'kysely';
import schema from '../../../../schemas/commands/SolicitarDownload.schema.json';
import { isLevelActive } from '../../../runtime/access/Level';
import { zonedDateTime } from '../../../runtime/tasks/zonedDateTime';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { loadTaskScope } from '../../tasks/loadTaskScope';
import { downloadJobs } from '../../downloads/downloadJobs';
import { DOWNLOAD_FILE_TYPES, type DownloadFormat } from '../../downloads/DownloadFormat';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';
import { taskIdList } from '../../tasks/taskIdList';

interface Params {
  IDS: number[];
  FORMATO: DownloadFormat;
  FUSO?: number;
}

/**
 * The file's name: the translated base, the local date and time of the request, the format's
 * extension; reduced to letters, digits and underscores (spec 001 §9), e.g. `atividades_20261122_1530.xlsx`.
 */
function fileNameOf(base: string, format: DownloadFormat, now: Date, offset: number): string {
  const { date, hour } = zonedDateTime.toLocal(now, offset);
  const safe = `${base}_${date.replace(/-/g, '')}_${hour.replace(':', '')}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_]/g, '_');
  return `${safe}.${DOWNLOAD_FILE_TYPES[format].extension}`;
}

/**
 * SolicitarDownload {IDS, FORMATO, FUSO?} → ID; TASK VIEW. Queues a file of the selected tasks
 * (docs/downloads.md): an empty selection is DOWNLOAD_NO_TASKS_SELECTED (spec 001 §5); every id must be
 * a task of the caller's company not deleted and within its scope (loadTaskScope; ENTITY_NOT_FOUND,
 * nothing queued). The row keeps the
 * caller's audience (admin flag, roles, work groups, MODEL level) for the forms' permissions, the
 * language and time zone of the file, and its name; the generation job is enqueued in this transaction.
 */
export const solicitarDownload = defineCommand<Params>({
  name: 'SolicitarDownload',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    if (!params.IDS.length) throw new CommandFailure('DOWNLOAD_NO_TASKS_SELECTED');
    // The scope is read before the transaction begins (loadTaskScope reads through ctx.db).
    const { subject, readable } = await loadTaskScope(ctx, new Date());
    const { viewer, trx } = await loadAudienceViewer(ctx, subject);
    const found = await sql<{ count: string | number }>`
      select count(*) as count from tasks t
      where t.company_id = ${session.companyId} and t.status <> 'deleted'
        and t.id in ${taskIdList(params.IDS)} and ${readable}`.execute(trx);
    if (Number(found.rows[0]?.count ?? 0) !== params.IDS.length) throw new CommandFailure('ENTITY_NOT_FOUND');
    const offset = params.FUSO ?? zonedDateTime.defaultOffset;
    const row = await trx
      .insertInto('downloads')
      .values({
        company_id: session.companyId,
        user_id: session.userId,
        format: params.FORMATO,
        task_ids: JSON.stringify(params.IDS),
        audience: JSON.stringify({
          isCompanyAdmin: viewer.isCompanyAdmin,
          groupIds: viewer.groupIds,
          squadIds: viewer.squadIds,
          modelView: isLevelActive(subject.levels.MODEL, 'VIEW'),
        }),
        locale: session.locale,
        utc_offset: offset,
        file_name: fileNameOf(String(ctx.t('downloads.file.base')), params.FORMATO, new Date(), offset),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await downloadJobs.schedule(ctx.jobs, trx, { companyId: session.companyId, id: row.id });
    return { ID: row.id };
  },
});
