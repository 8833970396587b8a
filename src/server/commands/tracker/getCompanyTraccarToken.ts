import schema from '../../../../schemas/commands/GetCompanyTraccarToken.schema.json';
import { trackerCaller } from '../../tracker/trackerCaller';
import { issueTrackerSecret, TRACKER_TOKEN_MS } from '../../tracker/trackerTokens';
import { defineCommand } from '../CommandDefinition';

/**
 * GetCompanyTraccarToken → token, expiryDate (ISO): a secret that opens the tracker session
 * (GET /api/session?token=) for 10 minutes, scoped to the caller's company and to the employees it may
 * see (docs/tracker.md). DASHBOARD VIEW; plan gate gpsLocation.
 */
export const getCompanyTraccarToken = defineCommand<Record<string, never>>({
  name: 'GetCompanyTraccarToken',
  params: schema,
  async handler(ctx) {
    const { audience } = await trackerCaller(ctx);
    const { token, expiresAt } = await issueTrackerSecret(ctx.db, 'token', audience, TRACKER_TOKEN_MS);
    return { token, expiryDate: expiresAt.toISOString() };
  },
});
