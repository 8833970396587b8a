import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';

const require = createRequire(import.meta.url);
/** The Roboto TTFs pdfmake ships (Latin with Portuguese accents), read from the package itself. */
const FONT_DIR = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

pdfmake.setFonts({
  Roboto: {
    normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
// A document definition never reaches the network nor the disk beyond the fonts: images are passed as
// data URLs read from the FileStorage, so a URL or path typed into an answer is never fetched.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIR));

/**
 * pdfmake (0.3, on pdfkit) configured for the server: the Roboto fonts, no remote or local resources.
 * Document definitions are plain JSON-like objects (docs/downloads.md: why pdfmake).
 *
 * @example const bytes = await pdfMaker.createPdf({ content: ['Olá'] }).getBuffer();
 */
export const pdfMaker = pdfmake;
