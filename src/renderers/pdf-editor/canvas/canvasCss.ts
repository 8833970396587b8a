import { pagePrint } from '../../../runtime/pdf/html/pagePrint';
import type { PdfLayout } from '../../../runtime/pdf/PdfLayout';
import { splitPages } from './splitPages';

/** The print's grid gap (pdfCss: `column-gap:3mm`), for the column guides. */
export const GRID_GAP_MM = 3;

/** The smallest height an editable band shows, so a block can be dropped into an empty one (grown into the margin). */
const MIN_BAND_MM = 6;

/** The sheets the background goes under, as a selector (nothing when it has none). */
function backgroundSheets(layout: PdfLayout): string {
  const { mode, pages } = layout.background;
  const count = splitPages(layout.body).length + (layout.attachmentsPage.enabled ? 1 : 0);
  const numbers: Record<PdfLayout['background']['mode'], number[]> = {
    none: [],
    all: Array.from({ length: count }, (_, i) => i + 1),
    first: [1],
    last: [count],
    custom: pages,
  };
  return numbers[mode].map((n) => `[data-page="${n}"]::before`).join(',');
}

/**
 * The canvas's own CSS beside the print's (pdfCss): sheets of the layout's paper at 96 dpi in mm with its
 * margins, the header and footer bands at their heights, their blocks from the band's top as bandHtml
 * prints them (the body starts where the paper's does), the
 * body's guides (the 12 columns and the `gridMm` grid), a line every printed page height where the body
 * flows onto the next page, the zones' names, the repeated bands greyed out (the attachment page's
 * content filling its sheet, so its footer sits at the bottom as on paper), the 12 column spans, and a
 * neutral hatching on the sheets the background goes under.
 *
 * @example canvasCss(layout) // '[data-page]{width:210mm;…'
 */
export function canvasCss(layout: PdfLayout): string {
  const page = pagePrint(layout);
  const { marginsMm: m, gridMm } = layout.page;
  const column = (page.contentWidthMm - 11 * GRID_GAP_MM) / 12;
  const spans = Array.from(
    { length: 12 },
    (_, i) => `[data-span="${i + 1}"]{grid-column:span ${i + 1}}`,
  ).join('');
  const band = (zone: 'header' | 'footer') => {
    const heightMm = layout[zone].heightMm;
    // An editable band lower than MIN_BAND_MM grows into the page's margin (padded there), so its blocks
    // and the body stay where the paper has them.
    const room = Math.max(0, MIN_BAND_MM - heightMm);
    const side = zone === 'header' ? 'top' : 'bottom';
    return (
      `[data-zone=${zone}],[data-ghost=${zone}]{height:${heightMm}mm;flex:none;overflow:clip;overflow-clip-margin:4mm;align-content:start}` +
      `[data-zone=${zone}]{height:${heightMm + room}mm${room ? `;margin-${side}:-${room}mm;padding-${side}:${room}mm` : ''}}`
    );
  };
  const background = backgroundSheets(layout);
  return `
${background ? `${background}{content:'';position:absolute;inset:0;background:repeating-linear-gradient(135deg,rgba(96,125,139,.08) 0 4mm,transparent 4mm 8mm);pointer-events:none}` : ''}
html,body{margin:0;background:#cfd8dc}
body{padding:8mm 0}
[data-page]{position:relative;width:${page.widthMm}mm;min-height:${page.heightMm}mm;margin:0 auto 8mm;background:#fff;box-shadow:0 0.5mm 2mm rgba(0,0,0,.35);padding:${m.top}mm ${m.right}mm ${m.bottom}mm ${m.left}mm;display:flex;flex-direction:column}
${band('header')}
${band('footer')}
[data-zone=body]{flex:1 0 auto;min-height:${page.contentHeightMm}mm;align-content:start;
background-image:repeating-linear-gradient(180deg,transparent 0 calc(${page.contentHeightMm}mm - 0.4mm),rgba(229,57,53,.45) calc(${page.contentHeightMm}mm - 0.4mm) ${page.contentHeightMm}mm),
linear-gradient(180deg,rgba(96,125,139,.10) 1px,transparent 1px),
repeating-linear-gradient(90deg,rgba(21,101,192,.03) 0 ${column}mm,transparent ${column}mm ${column + GRID_GAP_MM}mm);
background-size:100% 100%,100% ${gridMm}mm,100% 100%}
[data-zone]{position:relative;outline:0.25mm dashed #b0bec5;outline-offset:0.5mm}
[data-zone]::after{content:attr(data-label);position:absolute;right:0;top:-3.2mm;font:6.5pt sans-serif;color:#78909c;pointer-events:none}
[data-ghost]{opacity:.5;pointer-events:none}
[data-ghost=attachments]{flex:1 0 auto}
[data-block-id]{min-width:0;position:relative}
[data-block-id]::before{content:'';position:absolute;inset:-1mm 0}
${spans}
.pdf-editor-hint{border:0.25mm dashed #90a4ae;border-radius:1mm;color:#546e7a;font:8pt sans-serif;padding:1.5mm;text-align:center;background:#fafafa}
.pdf-spacer{background:repeating-linear-gradient(45deg,transparent 0 1.5mm,rgba(144,164,174,.15) 1.5mm 3mm)}
`;
}
