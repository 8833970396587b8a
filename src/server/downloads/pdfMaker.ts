import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import { SYMBOL_FONT_FILE } from './symbolFontFile';

const require = createRequire(import.meta.url);
/** The Roboto TTFs pdfmake ships (Latin with Portuguese accents), read from the package itself. */
const FONT_DIR = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

/** A font whose four styles are one file, or pdfkit's standard (built-in, WinAnsi: Portuguese fits) fonts. */
const same = (file: string) => ({ normal: file, bold: file, italics: file, bolditalics: file });

/** pdfkit's standard fonts the title font uses: names, not files. */
const STANDARD_FONTS = {
  Times: {
    normal: 'Times-Roman',
    bold: 'Times-Bold',
    italics: 'Times-Italic',
    bolditalics: 'Times-BoldItalic',
  },
  Courier: {
    normal: 'Courier',
    bold: 'Courier-Bold',
    italics: 'Courier-Oblique',
    bolditalics: 'Courier-BoldOblique',
  },
};
const STANDARD_NAMES = new Set(Object.values(STANDARD_FONTS).flatMap((font) => Object.values(font)));

pdfmake.setFonts({
  Roboto: {
    normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
  // Report settings' title font: serif and mono (sans is Roboto).
  ...STANDARD_FONTS,
  ...(SYMBOL_FONT_FILE ? { Symbols: same(SYMBOL_FONT_FILE) } : {}),
});
// A document definition never reaches the network nor the disk beyond the fonts: images are passed as
// data URLs read from the FileStorage, so a URL or path typed into an answer is never fetched.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(
  (path) => path.startsWith(FONT_DIR) || path === SYMBOL_FONT_FILE || STANDARD_NAMES.has(path),
);

/**
 * pdfmake (0.3, on pdfkit) configured for the server: the Roboto fonts, Times and Courier (pdfkit's
 * standard fonts, for the report settings' title font), Symbols (SYMBOL_FONT_FILE, for ☑/☐) when the
 * server has it; no remote or local resources. Document definitions are plain JSON-like objects
 * (docs/downloads.md: why pdfmake).
 *
 * @example const bytes = await pdfMaker.createPdf({ content: ['Olá'] }).getBuffer();
 */
export const pdfMaker = pdfmake;
