import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Where the Chromium that prints custom PDF layouts was found. */
export type ChromiumSource = 'CAMPO_CHROMIUM_PATH' | 'playwright' | 'system';

/** The lookup's answer: a path and where it came from, or no path and why. */
export type ChromiumLookup = { path: string; source: ChromiumSource } | { path: null; reason: string };

/** The system browsers tried last, in order. */
export const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Playwright's own browser (`npx playwright install chromium`), whether or not it is installed. */
function playwrightChromium(): string | null {
  try {
    return chromium.executablePath() || null;
  } catch {
    return null;
  }
}

/**
 * The Chromium custom PDF layouts print with (docs/pdf.md), looked up in order: `CAMPO_CHROMIUM_PATH`,
 * Playwright's installed browser, the system's `chromium` (/usr/bin/chromium, /usr/bin/chromium-browser);
 * a path whose file does not exist is skipped. Nothing is launched. Without any, the reason names what
 * was tried (main.ts logs it; the default document still prints with pdfmake).
 *
 * @example findChromium(process.env) // { path: '/usr/bin/chromium', source: 'system' }
 */
export function findChromium(
  env: Record<string, string | undefined>,
  probe: { exists?: (path: string) => boolean; playwrightPath?: () => string | null } = {},
): ChromiumLookup {
  const exists = probe.exists ?? existsSync;
  const candidates: Array<{ path: string | null; source: ChromiumSource; what: string }> = [
    { path: env.CAMPO_CHROMIUM_PATH || null, source: 'CAMPO_CHROMIUM_PATH', what: 'CAMPO_CHROMIUM_PATH' },
    {
      path: (probe.playwrightPath ?? playwrightChromium)(),
      source: 'playwright',
      what: "Playwright's browser",
    },
    ...SYSTEM_CHROMIUMS.map((path) => ({ path, source: 'system' as const, what: 'the system browser' })),
  ];
  const tried: string[] = [];
  for (const candidate of candidates) {
    if (!candidate.path) {
      tried.push(`${candidate.what} (unset)`);
      continue;
    }
    if (exists(candidate.path)) return { path: candidate.path, source: candidate.source };
    tried.push(`${candidate.what} ${candidate.path} (missing)`);
  }
  return { path: null, reason: `no Chromium found: tried ${tried.join(', ')}` };
}
