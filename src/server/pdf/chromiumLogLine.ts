import type { ChromiumLookup } from './findChromium';

/**
 * What `npm start` says about PDF printing: the Chromium found and where from, or that custom layouts
 * need one and how to install it (the default document prints without).
 *
 * @example chromiumLogLine({ path: '/usr/bin/chromium', source: 'system' }) // 'PDF: Chromium at /usr/bin/chromium (system)'
 */
export function chromiumLogLine(lookup: ChromiumLookup): string {
  return lookup.path
    ? `PDF: Chromium at ${lookup.path} (${lookup.source})`
    : 'PDF: no Chromium found: custom PDF layouts need it (apt-get install chromium, or set CAMPO_CHROMIUM_PATH); the default document still prints';
}
