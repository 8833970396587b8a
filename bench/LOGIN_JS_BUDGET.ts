/**
 * The login page's JavaScript, gzip-compressed, in bytes. `target` is issue 13's (under 200 KB);
 * `ceiling` is what the e2e check (tests/e2e/loginBudget.spec.ts) holds it to today: 192 KiB, about
 * 1.7 KB over the measured 194.9 KB (the entry and the `login` chunk list preloads only for the first
 * pages a session opens, vite.config.ts PRELOADED_FROM_ENTRY; listing every screen's was 197.1 KB). Lower it as the login path shrinks, never raise it to let a
 * heavy import in. `files`: how many JavaScript files it fetches before the form shows (the entry, the
 * bundler's runtime, the `login` chunk and the language's shell catalogue; vite.config.ts): each more is a
 * round trip on a phone's connection, and the 30 it had cost about 9 points of Lighthouse mobile.
 */
export const LOGIN_JS_BUDGET = { target: 200_000, ceiling: 196_608, files: 4 };
