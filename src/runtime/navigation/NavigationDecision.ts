import type { RouteMeta } from '../metadata/RouteMeta';

/**
 * What the guard decides for a target: open it, go elsewhere, or log in with the `token` query value
 * and then reload `then` (the same path without the token).
 */
export type NavigationDecision =
  | { allow: true; route: RouteMeta; params: Record<string, string | undefined> }
  | { redirect: string }
  | { tokenLogin: string; then: string };
