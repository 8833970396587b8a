/**
 * The login page's JavaScript, gzip-compressed, in bytes. `target` is issue 13's (under 200 KB);
 * `ceiling` is what the e2e check (tests/e2e/loginBudget.spec.ts) holds it to today, 194.2 KiB measured
 * plus a little room (under the target now): lower it as the login path shrinks, never raise it to let a
 * heavy import in.
 */
export const LOGIN_JS_BUDGET = { target: 200_000, ceiling: 195 * 1024 };
