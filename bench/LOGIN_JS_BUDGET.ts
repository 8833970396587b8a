/**
 * The login page's JavaScript, gzip-compressed, in bytes. `target` is issue 13's (under 200 KB);
 * `ceiling` is what the e2e check (tests/e2e/loginBudget.spec.ts) holds it to today, 194.2 KiB measured
 * plus a little room (under the target now): lower it as the login path shrinks, never raise it to let a
 * heavy import in. Issue 15 (a new lazy screen) made the bundler move i18next from a shared chunk into
 * the entry (+81 bytes over 195 KiB, no new login import): the ceiling is the target until a chunking
 * rule takes it back out.
 */
export const LOGIN_JS_BUDGET = { target: 200_000, ceiling: 200_000 };
