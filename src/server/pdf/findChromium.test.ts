import { describe, expect, it } from 'vitest';
import { chromiumLogLine } from './chromiumLogLine';
import { findChromium } from './findChromium';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
/** A lookup on a machine where only `present` files exist; nothing is launched. */
const lookup = (
  env: Record<string, string | undefined>,
  present: string[],
  playwright: string | null = PLAYWRIGHT,
) => findChromium(env, { exists: (path) => present.includes(path), playwrightPath: () => playwright });

describe('findChromium', () => {
  it('takes CAMPO_CHROMIUM_PATH first, then Playwright’s browser, then the system one', () => {
    const all = ['/opt/chrome', PLAYWRIGHT, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
    expect(lookup({ CAMPO_CHROMIUM_PATH: '/opt/chrome' }, all)).toEqual({
      path: '/opt/chrome',
      source: 'CAMPO_CHROMIUM_PATH',
    });
    expect(lookup({}, all)).toEqual({ path: PLAYWRIGHT, source: 'playwright' });
    expect(lookup({}, all.slice(2))).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(lookup({}, ['/usr/bin/chromium-browser'], null)).toEqual({
      path: '/usr/bin/chromium-browser',
      source: 'system',
    });
  });

  it('skips a path whose file is missing, the variable’s included', () => {
    expect(lookup({ CAMPO_CHROMIUM_PATH: '/gone/chrome' }, ['/usr/bin/chromium'])).toEqual({
      path: '/usr/bin/chromium',
      source: 'system',
    });
  });

  it('answers no path and why when there is none; npm start says how to install one', () => {
    const none = lookup({ CAMPO_CHROMIUM_PATH: '/gone/chrome' }, []);
    expect(none).toEqual({
      path: null,
      reason: `no Chromium found: tried CAMPO_CHROMIUM_PATH /gone/chrome (missing), Playwright's browser ${PLAYWRIGHT} (missing), the system browser /usr/bin/chromium (missing), the system browser /usr/bin/chromium-browser (missing)`,
    });
    expect(lookup({}, [], null)).toMatchObject({
      path: null,
      reason: expect.stringContaining('CAMPO_CHROMIUM_PATH (unset)'),
    });
    expect(chromiumLogLine(none)).toBe(
      'PDF: no Chromium found: custom PDF layouts need it (apt-get install chromium, or set CAMPO_CHROMIUM_PATH); the default document still prints',
    );
    expect(chromiumLogLine({ path: '/usr/bin/chromium', source: 'system' })).toBe(
      'PDF: Chromium at /usr/bin/chromium (system)',
    );
  });
});
