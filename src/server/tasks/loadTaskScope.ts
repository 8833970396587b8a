import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AccessSubject } from '../access/AccessSubject';
import { audienceOf } from '../access/audienceOf';
import { accessSubjectOf } from '../access/accessSubjectOf';
import type { CompanyAccess } from '../access/CompanyAccess';
import { memberSquads } from '../access/memberSquads';
import type { CommandContext } from '../commands/CommandContext';
import { companyAccessOf } from '../commands/companyAccessOf';
import { requireSession } from '../commands/requireSession';
import type { Database } from '../db/Database';
import { formVisible } from '../forms/formVisible';
import { loadFolders } from '../forms/loadFolders';

/** The tasks a caller may read, as SQL over the alias `t`, to be read through `db` (no transaction). */
export interface TaskScope {
  /** The database outside any transaction (ctx.db): a read holds the connection for its statements only. */
  db: Kysely<Database>;
  companyId: number;
  company: CompanyAccess;
  subject: AccessSubject;
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
 * Opens no transaction: the caller's work groups are a subquery of the conditions (memberSquads), so an
 * administrator's list is one statement; only a viewer's scope reads its work groups, folders and forms
 * first. A command that writes opens its transaction after this (on PGlite a transaction holds the only
 * connection, so reads through `db` must not wait inside one).
 *
 * @example const scope = await loadTaskScope(ctx, new Date()); sql`... where t.company_id = ${id} and ${scope.listed}`.execute(scope.db)
 */
export async function loadTaskScope(ctx: CommandContext, now: Date): Promise<TaskScope> {
  const session = requireSession(ctx);
  const company = await companyAccessOf(ctx, session.companyId);
  const subject = accessSubjectOf(session, company, ctx.metadata);
  const { companyId, userId } = session;
  const responsible = sql`((t.responsible_kind = 'employee' and t.responsible_id = ${userId})
    or (t.responsible_kind = 'squad' and t.responsible_id in (${memberSquads(companyId, userId)})))`;
  const seesAll = subject.isCompanyAdmin || subject.levels.TASK === 'EDIT';
  let readable = sql<boolean>`true`;
  if (!seesAll) {
    const [squads, forms] = await Promise.all([
      memberSquads(companyId, userId).execute(ctx.db),
      ctx.db
        .selectFrom('forms')
        .select(['id', 'folder_id', 'permissions'])
        .where('company_id', '=', companyId)
        .execute(),
    ]);
    const viewer = {
      companyId,
      userId,
      isCompanyAdmin: subject.isCompanyAdmin,
      groupIds: session.groupIds,
      squadIds: squads.rows.map((r) => Number(r.id)),
    };
    const folders = await loadFolders(ctx.db, viewer);
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
  return {
    db: ctx.db,
    companyId,
    company,
    subject,
    seesAll,
    readable,
    listed: sql<boolean>`(${readable} and not ${hidden})`,
  };
}
