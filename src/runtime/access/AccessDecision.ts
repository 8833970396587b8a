/**
 * Why access was refused: LOGIN (no session), FUNCTIONALITY (not active at the level), PERMISSION (plan
 * limit not allowed), ROLE (role-only route), ADMIN_ONLY (non-admin on an admin route), NOT_FOR_ADMIN
 * (the platform administrator outside the admin area), PLAN_BLOCKED (a non-owner of a company whose
 * plan is blocked).
 */
export type AccessDenial =
  'LOGIN' | 'FUNCTIONALITY' | 'PERMISSION' | 'ROLE' | 'ADMIN_ONLY' | 'NOT_FOR_ADMIN' | 'PLAN_BLOCKED';

export type AccessDecision = { ok: true } | { ok: false; reason: AccessDenial };
