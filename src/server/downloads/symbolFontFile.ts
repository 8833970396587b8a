import { existsSync } from 'node:fs';

/** Where Debian and Ubuntu (fonts-dejavu-core, which fontconfig pulls in), Alpine and Arch keep DejaVu Sans. */
const CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
];

/**
 * A system font with the ballot boxes ☑ and ☐ (DejaVu Sans), which Roboto lacks: the default document
 * prints a choice's marks in it (choiceMarksText); null when the server has none, and the marks print
 * as [x] and [ ] instead. Read once, when the server starts.
 *
 * @example SYMBOL_FONT_FILE // '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'
 */
export const SYMBOL_FONT_FILE: string | null = CANDIDATES.find((path) => existsSync(path)) ?? null;
