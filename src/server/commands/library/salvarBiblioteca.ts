import schema from '../../../../schemas/commands/SalvarBiblioteca.schema.json';
import { refuseAtLimit } from '../../access/refuseAtLimit';
import { requireCompanyAudience } from '../../access/requireCompanyAudience';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { libraryViewer } from '../../library/libraryViewer';
import { visibleLibraries } from '../../library/visibleLibraries';

interface Params {
  ID?: number;
  NAME: string;
  PARENT_ID?: number | null;
  RESTRICTED?: boolean;
  ALLOWED?: { roles?: number[]; squads?: number[]; employees?: number[] };
}

const unique = (ids: number[] | undefined) => [...new Set(ids ?? [])];

/**
 * SalvarBiblioteca (ID? absent = create, NAME, PARENT_ID?, RESTRICTED?, ALLOWED? {roles, squads,
 * employees}) → BIBLIOTECA {id, name, parentId, restricted, allowed}; LIBRARY EDIT. A new main library
 * counts against the plan's `library` limit (PLAN_LIMIT_REACHED with LIMIT_KEY); sub-libraries do not.
 * The parent must be a library the caller sees, never the library itself (SELF_PARENT) nor one of its
 * sub-libraries (PARENT_CYCLE). Every role, work group and employee of ALLOWED must be the company's
 * (requireCompanyAudience: LOOKUP_NOT_FOUND). A restricted library with nobody listed is seen by company
 * administrators only.
 */
export const salvarBiblioteca = defineCommand<Params>({
  name: 'SalvarBiblioteca',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx, limitLibraries } = await libraryViewer(ctx);
    const companyId = viewer.companyId;
    const parentId = params.PARENT_ID ?? null;
    const restricted = params.RESTRICTED ?? false;
    const allowed = {
      roles: unique(params.ALLOWED?.roles),
      squads: unique(params.ALLOWED?.squads),
      employees: unique(params.ALLOWED?.employees),
    };
    // Serialises creations and moves in one company: the limit and the cycle check see settled rows.
    await trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
    await requireCompanyAudience(trx, companyId, allowed, 'ALLOWED', ctx.t);
    const { visible, all } = await visibleLibraries(trx, viewer);
    if (parentId !== null && !visible.has(parentId)) throw new CommandFailure('ENTITY_NOT_FOUND');
    const row = {
      name: params.NAME.trim(),
      parent_id: parentId,
      restricted,
      allowed: JSON.stringify(allowed),
      updated_at: new Date(),
    };
    let id: number;
    if (params.ID === undefined) {
      if (parentId === null) {
        await refuseAtLimit(trx, companyId, 'library', limitLibraries);
      }
      const created = await trx
        .insertInto('libraries')
        .values({ company_id: companyId, created_by: viewer.userId, ...row })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(created.id);
    } else {
      id = params.ID;
      if (!visible.has(id)) throw new CommandFailure('ENTITY_NOT_FOUND');
      const current = all.get(id)!;
      if (parentId === id) throw new CommandFailure('SELF_PARENT');
      let up = parentId === null ? undefined : all.get(parentId);
      while (up) {
        if (up.id === id) throw new CommandFailure('PARENT_CYCLE');
        up = up.parentId === null ? undefined : all.get(up.parentId);
      }
      // Moving a sub-library up to a main one counts like creating a main library.
      if (parentId === null && current.parentId !== null) {
        await refuseAtLimit(trx, companyId, 'library', limitLibraries);
      }
      await trx
        .updateTable('libraries')
        .set(row)
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    }
    // The used count of the `library` limit is part of the company's cached access data.
    ctx.afterCommit(async () => ctx.access.forgetCompanies([companyId]));
    ctx.inform(ctx.t('server.librarySaved'));
    return { BIBLIOTECA: { id, name: row.name, parentId, restricted, allowed } };
  },
});
