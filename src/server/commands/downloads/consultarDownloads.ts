import schema from '../../../../schemas/commands/ConsultarDownloads.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { downloadJson, type DownloadRow } from './downloadJson';

/** The queue shows the newest requests; older ones leave with the retention sweep anyway. */
const LIMIT = 50;

/**
 * ConsultarDownloads {} → ITEMS [{id, format, taskIds, taskCount, status, progress, name, size,
 * errorCode, error, createdAt, finishedAt}]; TASK VIEW. The caller's own downloads only, newest first.
 */
export const consultarDownloads = defineCommand<Record<string, never>>({
  name: 'ConsultarDownloads',
  params: schema,
  async handler(ctx) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const rows = await trx
      .selectFrom('downloads')
      .select(['id', 'format', 'task_ids', 'status', 'progress', 'file_name', 'size', 'error_code'])
      .select(['created_at', 'finished_at'])
      .where('company_id', '=', session.companyId)
      .where('user_id', '=', session.userId)
      .orderBy('id', 'desc')
      .limit(LIMIT)
      .execute();
    return { ITEMS: rows.map((row) => downloadJson(row as DownloadRow, ctx.t)) };
  },
});
