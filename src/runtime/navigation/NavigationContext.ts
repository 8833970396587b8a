import type { AccessContext } from '../access/AccessContext';
import type { MenusMeta } from '../metadata/MenuMeta';
import type { RouteMeta } from '../metadata/RouteMeta';

/**
 * The session as the guard sees it: `authenticated` once the user check answered, `checking` while a
 * stored token is being verified at boot, `unreachable` when that check could not reach the server.
 */
export type SessionStatus = 'anonymous' | 'checking' | 'authenticated' | 'unreachable';

export interface NavigationContext {
  routes: readonly RouteMeta[];
  menus: MenusMeta;
  access: AccessContext;
  status: SessionStatus;
  /** Where the user was before, for role-only routes that send the user back. */
  previousPath?: string;
  /** The company has not finished onboarding (ONBOARDING_COMPLETED false): the user goes to register. */
  onboardingPending?: boolean;
}
