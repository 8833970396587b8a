import { sql } from 'kysely';
import schema from '../../../../schemas/commands/ConsultarDocumentosEnviadosColaborador.schema.json';
import { TRACKER_TIME_ZONE } from '../../tracker/trackerTimeZone';
import { trackerCaller } from '../../tracker/trackerCaller';
import { defineCommand } from '../CommandDefinition';

interface Params {
  ID_COLABORADOR?: number;
  ID_GRUPO_PERMISSOES?: number;
  CODIGO_USUARIO_ROTATIVO?: string;
  DATA_ENVIO: string;
}

interface Row {
  id: number;
  name: string;
  title: string | null;
  task_id: number | null;
  fill_latitude: number | null;
  fill_longitude: number | null;
  fill_at: Date | string;
}

/**
 * ConsultarDocumentosEnviadosColaborador (ID_COLABORADOR? user id, ID_GRUPO_PERMISSOES? role,
 * CODIGO_USUARIO_ROTATIVO? a shared login's person, DATA_ENVIO yyyy-mm-dd, the São Paulo day) →
 * DOCUMENTOS.DOCUMENTO [{documentId, documentName (the form's name, or the document's title), taskId
 * (null without a task), latitude, longitude (where the browser was when it was saved; null when it gave
 * no position), fillTime}], the documents finished that day by the employees the caller may see, by fill
 * time; the filters narrow them (all given: all apply). DASHBOARD VIEW; plan gate gpsLocation.
 */
export const consultarDocumentosEnviadosColaborador = defineCommand<Params>({
  name: 'ConsultarDocumentosEnviadosColaborador',
  params: schema,
  async handler(ctx, params) {
    const { audience } = await trackerCaller(ctx);
    const companyId = audience.companyId;
    const zone = sql.lit(TRACKER_TIME_ZONE);
    const filters = [
      audience.seesAll ? sql`` : sql`and d.created_by = ${audience.userId}`,
      params.ID_COLABORADOR === undefined ? sql`` : sql`and d.created_by = ${params.ID_COLABORADOR}`,
      params.ID_GRUPO_PERMISSOES === undefined
        ? sql``
        : sql`and d.created_by in (select g.user_id from user_groups g
            where g.company_id = ${companyId} and g.group_id = ${params.ID_GRUPO_PERMISSOES})`,
      params.CODIGO_USUARIO_ROTATIVO === undefined
        ? sql``
        : sql`and d.sub_user_id in (select s.id from shared_sub_users s
            where s.company_id = ${companyId} and lower(s.access_code) = lower(${params.CODIGO_USUARIO_ROTATIVO}))`,
    ];
    const { rows } = await sql<Row>`
      select d.id, f.name, d.header->>'title' as title, d.fill_latitude, d.fill_longitude,
        coalesce(d.fill_at, d.finished_at) as fill_at,
        (select t.id from tasks t where t.company_id = d.company_id and t.document_id = d.id
          order by t.id limit 1) as task_id
      from documents d
      join forms f on f.company_id = d.company_id and f.id = d.form_id
      where d.company_id = ${companyId} and d.finished
        and d.finished_at >= (${params.DATA_ENVIO}::date)::timestamp at time zone ${zone}
        and d.finished_at < (${params.DATA_ENVIO}::date + 1)::timestamp at time zone ${zone}
        ${sql.join(filters, sql` `)}
      order by fill_at, d.id`.execute(ctx.db);
    return {
      DOCUMENTOS: {
        DOCUMENTO: rows.map((r) => ({
          documentId: r.id,
          documentName: r.title?.trim() || r.name,
          taskId: r.task_id,
          latitude: r.fill_latitude,
          longitude: r.fill_longitude,
          fillTime: new Date(r.fill_at).toISOString(),
        })),
      },
    };
  },
});
