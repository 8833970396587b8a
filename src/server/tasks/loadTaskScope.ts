import { sql, type RawBuilder, type Transaction } from 'kysely';
import { audienceOf } from '../access/audienceOf';
import { accessSubjectOf } from '../access/accessSubjectOf';
import type { AudienceViewer } from '../access/AudienceViewer';
import type { CompanyAccess } from '../access/CompanyAccess';
import { loadAudienceViewer } from '../access/loadAudienceViewer';
import type { CommandContext } from '../commands/CommandContext';
import { companyAccessOf } from '../commands/companyAccessOf';
import { requireSession } from '../commands/requireSession';
import type { Database } from '../db/Database';
import { formVisible } from '../forms/formVisible';
import { loadFolders } from '../forms/loadFolders';

/** The tasks a caller may read, as SQL over the alias `t`, with the command's transaction and viewer. */
export interface TaskScope {
  trx: Transaction<Database>;
  viewer: AudienceViewer;
  company: CompanyAccess;
  /** True for a company administrator or a user managing the activities (TASK EDIT). */
  seesAll: boolean;
  /** The tasks the caller may read (detail and lists). */
  readable: RawBuilder<boolean>;
  /** The tasks its lists show: readable, minus those hidden from it until their start. */
  listed: RawBuilder<boolean>;
}

/**
 * Which of the company's tasks the caller reads (docs/tasks.md, "Who sees which task"). Company
 * administrators and users at TASK EDIT ("all activities" as Editor) read every task of the company; a
 * user at TASK VIEW only (the viewer role, or a custom role with activities at View) reads the tasks it is
 * the responsible of (itself or a work group listing it) and those of the forms its form and folder
 * permissions let it see (an empty configuration is everybody's), so a restricted form's work does not
 * leak through the task list. In lists, a task "hidden before its start" is left out for its responsible
 * (the employee or a member of the responsible work group) until it starts: the people who manage it
 * still see it.
 *
 * @example const scope = await loadTaskScope(ctx, new Date()); sql`... where t.company_id = ${id} and ${scope.listed}`
 */
export async function loadTaskScope(ctx: CommandContext, now: Date): Promise<TaskScope> {
  const session = requireSession(ctx);
  const company = await companyAccessOf(ctx, session.companyId);
  const subject = accessSubjectOf(session, company, ctx.metadata);
  const { viewer, trx } = await loadAudienceViewer(ctx, subject);
  const responsible = viewer.squadIds.length
    ? sql`((t.responsible_kind = 'employee' and t.responsible_id = ${viewer.userId})
        or (t.responsible_kind = 'squad' and t.responsible_id in (${sql.join(viewer.squadIds)})))`
    : sql`(t.responsible_kind = 'employee' and t.responsible_id = ${viewer.userId})`;
  const seesAll = subject.isCompanyAdmin || subject.levels.TASK === 'EDIT';
  let readable = sql<boolean>`true`;
  if (!seesAll) {
    const folders = await loadFolders(trx, viewer);
    const forms = await trx
      .selectFrom('forms')
      .select(['id', 'folder_id', 'permissions'])
      .where('company_id', '=', viewer.companyId)
      .execute();
    const visible = forms
      .filter((f) =>
        formVisible(
          { folderId: f.folder_id, permissions: audienceOf(f.permissions) },
          folders.visible,
          viewer,
        ),
      )
      .map((f) => f.id);
    readable = visible.length
      ? sql<boolean>`(${responsible} or t.form_id in (${sql.join(visible)}))`
      : sql<boolean>`${responsible}`;
  }
  const hidden = sql`(t.hide_before_start and t.start_at > ${now} and ${responsible})`;
  return { trx, viewer, company, seesAll, readable, listed: sql<boolean>`(${readable} and not ${hidden})` };
}
