/**
 * Text as CMD.SEARCH compares it: accents removed, lower case, spaces collapsed. Stored search_text and
 * the searched term go through it, so `joao` finds `João`.
 *
 * @example normalizeSearch('  São  JOÃO ') // 'sao joao'
 */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
