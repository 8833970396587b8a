import schema from '../../../../schemas/commands/Logout.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';

/** Logout: revokes the calling token at once; later calls with it get LOGIN_REQUEST. */
export const logout = defineCommand<Record<string, never>>({
  name: 'Logout',
  params: schema,
  async handler(ctx) {
    await ctx.sessions.revoke(await ctx.transaction(), requireSession(ctx).tokenHash, ctx.afterCommit);
  },
});
