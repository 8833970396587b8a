/**
 * The login page's JavaScript, gzip-compressed, in bytes. `target` is issue 13's (under 200 KB);
 * `ceiling` is what the e2e check (tests/e2e/loginBudget.spec.ts) holds it to today: 195 KiB, about
 * 2 KB over the measured 197.6 KB (the entry lists preloads only for the first pages a session opens,
 * vite.config.ts PRELOADED_FROM_ENTRY). Lower it as the login path shrinks, never raise it to let a
 * heavy import in.
 */
export const LOGIN_JS_BUDGET = { target: 200_000, ceiling: 199_680 };
