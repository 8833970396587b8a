import { sql } from 'kysely';
import schema from '../../../../schemas/commands/ConsultarAtivoPublico.schema.json';
import { publicTasks } from '../../tasks/publicTasks';
import { verifyPassword } from '../../security/passwordHash';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';

interface AssetData {
  name?: string;
  assetType?: number;
  unit?: number;
  attributes?: Array<{ attributeName: string; value?: string }>;
  shareShowProperties?: boolean;
  shareShowTasks?: boolean;
}

/**
 * ConsultarAtivoPublico (TOKEN, PASSWORD?) → ATIVO {name, type, unit, properties? [{name, value}], tasks?};
 * public, limited per client address (CAMPO_PUBLIC_RATE_LIMIT). Only what sharing allows: properties
 * when the asset's shareShowProperties is on, tasks when shareShowTasks is (the asset's tasks,
 * publicTasks: title, state and dates). A password-protected share without PASSWORD answers
 * PASSWORD_REQUIRED and nothing else; a wrong one SHARE_WRONG_PASSWORD ('Senha de acesso incorreta'). An unknown token, a disabled
 * share or a deleted asset: SHARE_UNAVAILABLE, alike.
 */
export const consultarAtivoPublico = defineCommand<{ TOKEN: string; PASSWORD?: string }>({
  name: 'ConsultarAtivoPublico',
  params: schema,
  async handler(ctx, params) {
    const companyId = Number(/^(\d{1,9})-/.exec(params.TOKEN)?.[1]);
    if (!companyId) throw new CommandFailure('SHARE_UNAVAILABLE');
    // The share and its password are checked before the transaction begins (through ctx.db), so the
    // scrypt check holds no connection (on PGlite, the only one), as Login's does.
    const found = await sql<{ id: number; data: AssetData | string; password_hash: string | null }>`
      select r.id, r.data, s.password_hash from entity_shares s
      join entity_records r on r.company_id = s.company_id and r.entity = s.entity and r.id = s.record_id
      where s.company_id = ${companyId} and s.token = ${params.TOKEN} and s.entity = 'asset'
        and s.enabled and r.deleted_at is null`.execute(ctx.db);
    const share = found.rows[0];
    if (!share) throw new CommandFailure('SHARE_UNAVAILABLE');
    if (share.password_hash) {
      if (params.PASSWORD === undefined || params.PASSWORD === '') return { PASSWORD_REQUIRED: true };
      if (!(await verifyPassword(params.PASSWORD, share.password_hash)))
        throw new CommandFailure('SHARE_WRONG_PASSWORD');
    }
    const trx = await ctx.transaction();
    const data = (typeof share.data === 'string' ? JSON.parse(share.data) : share.data) as AssetData;
    // Names of the records the asset refers to (type, unit), read in the share's company only.
    const nameOf = async (entity: string, id: number | undefined, field: string) =>
      id
        ? ((
            await sql<{ name: string | null }>`
              select data->>${field} as name from entity_records
              where company_id = ${companyId} and entity = ${entity} and id = ${id}
                and deleted_at is null`.execute(trx)
          ).rows[0]?.name ?? null)
        : null;
    return {
      ATIVO: {
        name: data.name ?? '',
        type: await nameOf('assetType', data.assetType, 'name'),
        unit: await nameOf('unit', data.unit, 'title'),
        ...(data.shareShowProperties !== false
          ? {
              properties: (data.attributes ?? []).map((a) => ({
                name: a.attributeName,
                value: a.value ?? '',
              })),
            }
          : {}),
        ...(data.shareShowTasks === true
          ? {
              tasks: await publicTasks(
                trx,
                companyId,
                { assetId: Number(share.id) },
                { details: false },
                new Date(),
              ),
            }
          : {}),
      },
    };
  },
});
