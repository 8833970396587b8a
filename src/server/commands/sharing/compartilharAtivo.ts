import { randomBytes } from 'node:crypto';
import schema from '../../../../schemas/commands/CompartilharAtivo.schema.json';
import { entitiesOf } from '../../entities/entitiesOf';
import { hashPassword } from '../../security/passwordHash';
import { defineCommand } from '../CommandDefinition';
import { loadRecord } from '../../entities/loadRecord';
import { requireSession } from '../requireSession';
import { shareLink } from './shareLink';

interface Params {
  ID: number;
  ENABLED?: boolean;
  PASSWORD?: string;
  REGENERATE_TOKEN?: boolean;
}

const newToken = (companyId: number) => `${companyId}-${randomBytes(18).toString('base64url')}`;

/**
 * CompartilharAtivo (ID, ENABLED?, PASSWORD?, REGENERATE_TOKEN?) → TOKEN, LINK, ENABLED, HAS_PASSWORD;
 * ASSET EDIT. The first call shares the asset (enabled unless ENABLED false); PASSWORD is stored as
 * its scrypt hash ('' removes it); REGENERATE_TOKEN retires the old link. What the public page shows
 * follows the asset's own options (shareShowProperties, shareShowTasks).
 */
export const compartilharAtivo = defineCommand<Params>({
  name: 'CompartilharAtivo',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const newHash = params.PASSWORD ? await hashPassword(params.PASSWORD) : null;
    const trx = await ctx.transaction();
    const asset = entitiesOf(ctx.metadata).get('asset')!;
    await loadRecord(trx, session.companyId, asset, params.ID, { forUpdate: true });
    const current = await trx
      .selectFrom('entity_shares')
      .selectAll()
      .where('company_id', '=', session.companyId)
      .where('entity', '=', 'asset')
      .where('record_id', '=', params.ID)
      .executeTakeFirst();
    const token = !current || params.REGENERATE_TOKEN ? newToken(session.companyId) : current.token;
    const enabled = params.ENABLED ?? current?.enabled ?? true;
    const passwordHash = params.PASSWORD === undefined ? (current?.password_hash ?? null) : newHash;
    const row = {
      token,
      enabled,
      password_hash: passwordHash,
      updated_at: new Date(),
      updated_by: session.userId,
    };
    await trx
      .insertInto('entity_shares')
      .values({ company_id: session.companyId, entity: 'asset', record_id: params.ID, ...row })
      .onConflict((oc) => oc.columns(['company_id', 'entity', 'record_id']).doUpdateSet(row))
      .execute();
    return {
      TOKEN: token,
      LINK: shareLink(ctx.config.publicUrl, token),
      ENABLED: enabled,
      HAS_PASSWORD: passwordHash !== null,
    };
  },
});
