import schema from '../../../../schemas/commands/ListarDocumentos.schema.json';
import { defineCommand } from '../CommandDefinition';
import { readAudienceViewer } from '../../access/readAudienceViewer';
import { formVisible } from '../../forms/formVisible';
import { loadFolders } from '../../forms/loadFolders';
import { selectForms } from '../../forms/selectForms';

interface Params {
  MODELO_ID?: number;
  FINALIZADO?: 0 | 1;
  PAGE?: number;
  PAGE_SIZE?: number;
}

/**
 * ListarDocumentos (MODELO_ID?, FINALIZADO?, PAGE? from 1, PAGE_SIZE? ≤ 200, default 50) → ITEMS [{id,
 * formId, formName, version, title, finished, score, createdBy, createdByName, createdAt, updatedAt,
 * finishedAt}], TOTAL; MODEL VIEW. The caller's company's documents of forms it may see, newest first.
 */
export const listarDocumentos = defineCommand<Params>({
  name: 'ListarDocumentos',
  params: schema,
  async handler(ctx, params) {
    const { viewer } = await readAudienceViewer(ctx);
    const companyId = viewer.companyId;
    let query = ctx.db.selectFrom('documents').where('documents.company_id', '=', companyId);
    if (!viewer.isCompanyAdmin) {
      const folders = await loadFolders(ctx.db, viewer);
      const visible = (await selectForms(ctx.db, companyId))
        .filter((form) => formVisible(form, folders.visible, viewer))
        .map((form) => Number(form.id));
      if (!visible.length) return { ITEMS: [], TOTAL: 0 };
      query = query.where('documents.form_id', 'in', visible);
    }
    if (params.MODELO_ID !== undefined) query = query.where('documents.form_id', '=', params.MODELO_ID);
    if (params.FINALIZADO !== undefined)
      query = query.where('documents.finished', '=', params.FINALIZADO === 1);
    const total = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const size = params.PAGE_SIZE ?? 50;
    const rows = await query
      .innerJoin('forms', (join) =>
        join
          .onRef('forms.company_id', '=', 'documents.company_id')
          .onRef('forms.id', '=', 'documents.form_id'),
      )
      .leftJoin('users', (join) =>
        join
          .onRef('users.company_id', '=', 'documents.company_id')
          .onRef('users.id', '=', 'documents.created_by'),
      )
      .leftJoin('persons', (join) =>
        join.onRef('persons.company_id', '=', 'users.company_id').onRef('persons.id', '=', 'users.person_id'),
      )
      .select([
        'documents.id',
        'documents.form_id',
        'forms.name as form_name',
        'documents.form_version',
        'documents.header',
        'documents.finished',
        'documents.score',
        'documents.created_by',
        'persons.name as created_by_name',
        'documents.created_at',
        'documents.updated_at',
        'documents.finished_at',
      ])
      .orderBy('documents.id', 'desc')
      .limit(size)
      .offset(((params.PAGE ?? 1) - 1) * size)
      .execute();
    return {
      ITEMS: rows.map((row) => ({
        id: Number(row.id),
        formId: Number(row.form_id),
        formName: row.form_name,
        version: row.form_version,
        title: typeof row.header.title === 'string' ? row.header.title : null,
        finished: row.finished,
        score: row.score === null ? null : Number(row.score),
        createdBy: row.created_by,
        createdByName: row.created_by_name,
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
        finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
      })),
      TOTAL: Number(total.n),
    };
  },
});
