import { randomInt } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import schema from '../../../../schemas/commands/SalvarDispositivoColaborador.schema.json';
import { refuseOffPlan } from '../../access/refuseOffPlan';
import type { Database } from '../../db/Database';
import { isUniqueViolation } from '../../db/isUniqueViolation';
import { deviceSetup } from '../../tracker/deviceSetup';
import { DEVICES_TOPIC, type DevicesMessage } from '../../tracker/trackerTopics';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { companyAccessOf } from '../companyAccessOf';
import { requireSession } from '../requireSession';

interface Params {
  ID_COLABORADOR?: number;
  CODIGO_USUARIO_ROTATIVO?: string;
  IDENTIFICADOR?: string;
  REMOVER?: boolean;
}

/** A generated identifier: 10 digits, easy to type in the phone app (Traccar Client's own are 8). */
const generated = () => String(randomInt(1_000_000_000, 10_000_000_000));

/** The device's owner: an employee (user id), or a shared login's person (sub-user) with its login. */
async function ownerOf(
  trx: Transaction<Database>,
  companyId: number,
  params: Params,
): Promise<{ userId: number; subUserId: number | null }> {
  const code = params.CODIGO_USUARIO_ROTATIVO?.trim();
  if (!code) {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', params.ID_COLABORADOR!)
      .where('is_shared', '=', false)
      .executeTakeFirst();
    if (!user) throw new CommandFailure('ENTITY_NOT_FOUND');
    return { userId: user.id, subUserId: null };
  }
  const sub = await trx
    .selectFrom('shared_sub_users')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(access_code)`, '=', code.toLowerCase())
    .executeTakeFirst();
  let login = trx
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('is_shared', '=', true)
    .orderBy('id')
    .limit(1);
  if (params.ID_COLABORADOR !== undefined) login = login.where('id', '=', params.ID_COLABORADOR);
  const user = await login.executeTakeFirst();
  if (!sub || !user) throw new CommandFailure('ENTITY_NOT_FOUND');
  return { userId: user.id, subUserId: sub.id };
}

/**
 * SalvarDispositivoColaborador (ID_COLABORADOR? user id, CODIGO_USUARIO_ROTATIVO? a shared login's person,
 * IDENTIFICADOR? absent = generated, REMOVER?) → TRACCAR_DEVICE_ID, IDENTIFICADOR, SERVIDOR, CONFIG_URL
 * (deviceSetup; all but SERVIDOR null once removed). One device per employee or shared person: saving
 * again changes its identifier, keeping its id and positions. An identifier is unique across companies
 * (DEVICE_IDENTIFIER_TAKEN). A shared person's device belongs to ID_COLABORADOR's shared login, or the
 * company's first. Every process forgets the old and new identifiers at once (the bus). EMPLOYEE EDIT;
 * plan gate gpsLocation (removing is always allowed).
 */
export const salvarDispositivoColaborador = defineCommand<Params>({
  name: 'SalvarDispositivoColaborador',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    if (!params.REMOVER) refuseOffPlan(await companyAccessOf(ctx, companyId), 'gpsLocation');
    const trx = await ctx.transaction();
    const owner = await ownerOf(trx, companyId, params);
    let current = trx
      .selectFrom('tracker_devices')
      .select(['id', 'unique_id'])
      .where('company_id', '=', companyId)
      .where('user_id', '=', owner.userId)
      .forUpdate();
    current =
      owner.subUserId === null
        ? current.where('sub_user_id', 'is', null)
        : current.where('sub_user_id', '=', owner.subUserId);
    const existing = await current.executeTakeFirst();
    const forget = (uniqueIds: string[]) => {
      const message: DevicesMessage = { c: companyId, uniqueIds };
      ctx.afterCommit(() => ctx.bus.publish(DEVICES_TOPIC, message));
    };

    if (params.REMOVER) {
      if (existing) {
        await trx
          .deleteFrom('tracker_devices')
          .where('company_id', '=', companyId)
          .where('id', '=', existing.id)
          .execute();
        forget([existing.unique_id]);
      }
      return {
        TRACCAR_DEVICE_ID: null,
        IDENTIFICADOR: null,
        SERVIDOR: ctx.config.trackerUrl,
        CONFIG_URL: null,
      };
    }

    let identifier = params.IDENTIFICADOR?.trim() || '';
    if (!identifier) {
      do identifier = generated();
      while (
        await trx
          .selectFrom('tracker_devices')
          .select('id')
          .where('unique_id', '=', identifier)
          .executeTakeFirst()
      );
    }
    const taken = await trx
      .selectFrom('tracker_devices')
      .select('id')
      .where('unique_id', '=', identifier)
      .executeTakeFirst();
    if (taken && taken.id !== existing?.id) throw new CommandFailure('DEVICE_IDENTIFIER_TAKEN');
    try {
      const row = existing
        ? await trx
            .updateTable('tracker_devices')
            .set({ unique_id: identifier })
            .where('company_id', '=', companyId)
            .where('id', '=', existing.id)
            .returning('id')
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto('tracker_devices')
            .values({
              company_id: companyId,
              unique_id: identifier,
              user_id: owner.userId,
              sub_user_id: owner.subUserId,
              created_by: session.userId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
      forget(existing && existing.unique_id !== identifier ? [existing.unique_id, identifier] : [identifier]);
      return { ...deviceSetup(ctx.config.trackerUrl, row.id, identifier) };
    } catch (error) {
      // Taken meanwhile by another company's save.
      if (isUniqueViolation(error)) throw new CommandFailure('DEVICE_IDENTIFIER_TAKEN');
      throw error;
    }
  },
});
