import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { buildApp } from '../src/server/app';
import { TOKEN_KEY } from '../src/runtime/session/createSessionStore';
import type { Envelope } from '../src/runtime/protocol/envelope';
import { benchTargets } from './benchTargets';

/** The pages measured (issue 13: mobile performance ≥ 90, desktop ≥ 95), the task list logged in. */
const PAGES = [
  { name: 'login', hash: '#/login', loggedIn: false },
  { name: 'task list', hash: '#/tasks', loggedIn: true },
];
const FORM_FACTORS = ['mobile', 'desktop'] as const;
/** LIGHTHOUSE_REPORT_DIR=reports/lighthouse keeps each run's full report (JSON) to read the audits. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
/** LIGHTHOUSE_ONLY=mobile-task-list measures that page alone (the report's name), to compare builds. */
const ONLY = process.env.LIGHTHOUSE_ONLY;

/** Logs the demo owner in through the command protocol and returns the session token. */
async function ownerToken(app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/command',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'COMMAND=Login&CMD.USERNAME=dono%40demo.campo&CMD.PASSWORD=Campo%402026',
  });
  return String(login.json<Envelope>().ROOT.AUTH_TOKEN);
}

/**
 * Lighthouse 12 performance of the login page and the task list, on its default mobile profile
 * (simulated slow 4G, 4× CPU slowdown) and on its desktop profile, against the production build served
 * by the real server over the demo data: score, LCP, TBT and CLS per page. Needs `npm run build` first
 * and Debian chromium. Figures vary with the machine's load: the simulated throttling scales what it
 * observes, so run it on a quiet machine.
 */
export async function lighthouseScores(root: string): Promise<string[]> {
  const dist = join(root, 'dist');
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(join(dist, 'index.html')) || !existsSync(chromePath))
    return ['lighthouse: skipped (needs dist/ from npm run build and chromium)'];
  const { db, close } = await benchTargets()[0]!.open();
  const app = await buildApp({ db, staticDir: dist, config: { rateLimitPerMinute: 100_000 } });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const lines = ['Lighthouse performance (score, LCP, TBT, CLS)'];
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // The login page is measured first, as a visitor sees it (no saved login: with one the app would
    // check the user and load the whole catalogue). Then the saved login the task list starts from is
    // written where the app reads it; Lighthouse is told to keep the origin's storage.
    const saveLogin = async () => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${base}/#/login`);
      const token = await ownerToken(app);
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
      await page.close();
      await browser.close();
    };
    for (const target of PAGES) {
      if (target.loggedIn) await saveLogin();
      for (const formFactor of FORM_FACTORS) {
        const file = `${formFactor}-${target.name.replace(/\W+/g, '-')}`;
        if (ONLY && ONLY !== file) continue;
        const flags: Flags = {
          port: chrome.port,
          onlyCategories: ['performance'],
          disableStorageReset: target.loggedIn,
          logLevel: 'error',
        };
        const run = () =>
          lighthouse(`${base}/${target.hash}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
        let result = await run();
        // Lighthouse's own advice for a trace it failed to record ("Please run Lighthouse again"): once.
        if (result?.lhr.runtimeError?.code === 'NO_NAVSTART') result = await run();
        const audits = result!.lhr.audits;
        if (REPORT_DIR) {
          mkdirSync(REPORT_DIR, { recursive: true });
          writeFileSync(join(REPORT_DIR, `${file}.json`), JSON.stringify(result!.lhr));
        }
        // A run Lighthouse could not finish (e.g. NO_FCP on a busy machine) scores null: say why.
        const failed = result!.lhr.runtimeError;
        if (failed) {
          lines.push(
            `  ${formFactor.padEnd(7)} ${target.name.padEnd(9)} not measured: ${failed.code} ${failed.message}`,
          );
          continue;
        }
        const score = Math.round((result!.lhr.categories.performance!.score ?? 0) * 100);
        const ms = (id: string) => `${Math.round(audits[id]!.numericValue ?? 0)} ms`;
        lines.push(
          `  ${formFactor.padEnd(7)} ${target.name.padEnd(9)} score ${score} (target ${formFactor === 'mobile' ? 90 : 95}), ` +
            `LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, ` +
            `CLS ${(audits['cumulative-layout-shift']!.numericValue ?? 0).toFixed(3)}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await app.close();
    await close();
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  lighthouseScores(process.cwd()).then(
    (lines) => console.log(lines.join('\n')),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
