// Prints one closing line for the whole `npm test` run, from the JSON reports of vitest and Playwright:
// "Total: N passed, N failed" (plus skipped when any).
import { existsSync, readFileSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(path: string): Counts {
  const r = JSON.parse(readFileSync(path, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

function playwrightCounts(path: string): Counts {
  const s = JSON.parse(readFileSync(path, 'utf8')).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}

const parts: [string, Counts][] = [];
if (existsSync('reports/vitest.json')) parts.push(['unit', vitestCounts('reports/vitest.json')]);
if (existsSync('reports/e2e.json')) parts.push(['e2e', playwrightCounts('reports/e2e.json')]);
const total = parts.reduce(
  (t, [, c]) => ({
    passed: t.passed + c.passed,
    failed: t.failed + c.failed,
    skipped: t.skipped + c.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
for (const [name, c] of parts) console.log(`${name}: ${c.passed} passed, ${c.failed} failed`);
const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
console.log(`Total: ${total.passed} passed, ${total.failed} failed${skipped}`);
if (total.failed > 0 || total.passed === 0) process.exit(1);
