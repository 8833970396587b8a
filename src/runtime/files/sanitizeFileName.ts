/** Letters that Unicode does not decompose into a base letter plus an accent. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
};

/** Longest name kept, extension included, so names fit headers and file systems. */
const MAX_LENGTH = 120;

function asciiWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^ -~]/g, (c) => SPECIAL_LETTERS[c] ?? '_')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * A file name reduced to letters, digits and underscores, keeping the extension (spec 001 section 9).
 * Accents are dropped (á → a, ç → c), every other run of characters becomes one underscore, leading and
 * trailing underscores go, the extension keeps its case. A name with nothing left becomes `arquivo`.
 * The server stores files under this name and the browser shows it before sending.
 *
 * @example sanitizeFileName('Relatório Técnico (1).PDF') // 'Relatorio_Tecnico_1.PDF'
 * @example sanitizeFileName('.env') // 'env'
 */
export function sanitizeFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const rawExtension = dot > 0 ? asciiWord(name.slice(dot + 1)).replace(/_/g, '') : '';
  const extension = rawExtension.slice(0, 10);
  const base = asciiWord(extension ? name.slice(0, dot) : name) || 'arquivo';
  const room = MAX_LENGTH - (extension ? extension.length + 1 : 0);
  const trimmed = base.slice(0, room).replace(/_+$/, '') || 'arquivo';
  return extension ? `${trimmed}.${extension}` : trimmed;
}
