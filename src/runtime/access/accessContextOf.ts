import type { FunctionalityMeta } from '../metadata/AppMetadata';
import type { SessionState } from '../session/createSessionStore';
import type { AccessContext } from './AccessContext';

/**
 * The AccessContext of the current session, with the never-active codes from metadata/functionalities.json.
 *
 * @example canAccess(route, accessContextOf(session.getState(), meta.functionalities))
 */
export function accessContextOf(
  state: Pick<SessionState, 'user' | 'functionalities' | 'limits'> & { plan?: SessionState['plan'] },
  functionalities: readonly FunctionalityMeta[],
): AccessContext {
  return {
    user: state.user,
    functionalities: state.functionalities,
    limits: state.limits,
    plan: state.plan ?? null,
    neverActive: new Set(functionalities.filter((f) => f.neverActive).map((f) => f.code)),
  };
}
