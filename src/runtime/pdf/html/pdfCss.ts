import type { ReportSettings } from '../ReportSettings';

const FONTS: Record<ReportSettings['titleFont']['family'], string> = {
  sans: "Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif",
  serif: "'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif",
  mono: "'Courier New', 'Liberation Mono', 'DejaVu Sans Mono', monospace",
};

/**
 * The blocks' CSS (layoutHtml puts it in the body and in both bands; the editor canvas loads it too):
 * the 12-column grid, tables whose header row repeats on every page and whose rows are never cut,
 * photos and signatures, page breaks (a dashed line on screen). The report settings give the colours
 * and the title font. Sizes in mm and pt, so 96-dpi screen and paper agree.
 *
 * @example const css = pdfCss(DEFAULT_REPORT_SETTINGS); // '.pdf-grid{display:grid;…'
 */
export function pdfCss(settings: ReportSettings): string {
  const { colors, titleFont } = settings;
  return `
*{box-sizing:border-box}
.pdf-root{font-family:${FONTS[titleFont.family]};font-size:10pt;line-height:1.3;color:${colors.text};-webkit-print-color-adjust:exact;print-color-adjust:exact}
.pdf-grid{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));column-gap:3mm;row-gap:2mm;align-items:start}
.pdf-block{min-width:0;overflow-wrap:anywhere}
.pdf-break-before{break-before:page}
.pdf-text,.pdf-answer{white-space:pre-wrap}
.pdf-label{font-weight:bold;font-size:0.85em;color:${colors.primary}}
.pdf-label-left{display:flex;gap:2mm}
.pdf-label-left>.pdf-label{flex:0 0 35%}
.pdf-label-left>.pdf-value{flex:1;min-width:0}
.pdf-field{break-inside:avoid-page;margin-bottom:1.5mm}
.pdf-field-wide{break-inside:auto}
.pdf-answer span{padding:0 0.5mm;border-radius:0.5mm}
.pdf-answer .pdf-check{white-space:nowrap;padding:0}
.pdf-checked{font-weight:bold}
.pdf-table{width:100%;border-collapse:collapse;font-size:0.85em}
.pdf-table thead{display:table-header-group}
.pdf-table tr{break-inside:avoid}
.pdf-table th{background:${colors.headerBackground};text-align:left}
.pdf-table th,.pdf-table td{border:0.2mm solid #b0bec5;padding:0.8mm 1.2mm;vertical-align:top}
.pdf-table-row{break-inside:avoid;border-bottom:0.2mm solid #b0bec5;padding:1mm 0}
.pdf-images{display:flex;flex-wrap:wrap;gap:2mm}
.pdf-photo{max-width:55mm;max-height:42mm;object-fit:contain;break-inside:avoid}
.pdf-signature-image{max-width:70mm;max-height:28mm;object-fit:contain}
.pdf-group-title{font-size:${titleFont.sizePt * 0.8}pt;color:${colors.primary};margin:2mm 0 1.5mm}
.pdf-columns-2{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);column-gap:4mm}
.pdf-columns-2>.pdf-field-wide{grid-column:1/-1}
.pdf-photos{display:grid;gap:3mm}
.pdf-per-row-1{grid-template-columns:minmax(0,1fr)}
.pdf-per-row-2{grid-template-columns:repeat(2,minmax(0,1fr))}
.pdf-per-row-3{grid-template-columns:repeat(3,minmax(0,1fr))}
.pdf-per-row-4{grid-template-columns:repeat(4,minmax(0,1fr))}
.pdf-photos figure,.pdf-attachments figure{margin:0;break-inside:avoid;text-align:center}
.pdf-photos img{width:100%;max-height:80mm;object-fit:contain}
figcaption{font-size:0.8em;color:#546e7a}
.pdf-signature{break-inside:avoid;text-align:center}
.pdf-signature-mark{min-height:15mm;display:flex;align-items:flex-end;justify-content:center}
.pdf-signature-text{font-style:italic;font-size:1.2em}
.pdf-signature-line{border-top:0.3mm solid ${colors.text};padding-top:1mm}
.pdf-divider{border:0;border-top:0.3mm solid #90a4ae;margin:1mm 0}
.pdf-logo,.pdf-image{display:inline-block;max-width:100%;object-fit:contain}
.pdf-attachments{display:grid;gap:4mm}
.pdf-attachments img{width:100%;object-fit:contain}
@media screen{.pdf-page-break{border-top:0.3mm dashed #90a4ae;margin:2mm 0}}
@media print{.pdf-page-break{display:none}}
`;
}
