import { Paragraph, TextRun, type FileChild } from 'docx';
import type { PdfInfoItem } from '../../../runtime/pdf/html/PdfDocumentData';
import type { DocxContext } from './DocxContext';
import { layoutTable } from './docxTables';

/**
 * The document's identification as `Label: value` lines, in one or two columns; items without a value
 * are left out (nothing at all when none has one).
 *
 * @example children.push(...docxInfo(ctx, ['documentId', 'responsible'], 2));
 */
export function docxInfo(ctx: DocxContext, items: PdfInfoItem[], columns: 1 | 2): FileChild[] {
  const lines = items
    .filter((item) => ctx.info[item])
    .map((item) => [
      new Paragraph({
        children: [
          new TextRun({ text: `${ctx.t(`pdf.info.${item}`)}: `, bold: true, size: 18 }),
          new TextRun({ text: ctx.info[item]!, size: 18 }),
        ],
      }),
    ]);
  if (!lines.length) return [];
  return columns === 2 ? [layoutTable(lines, 2), new Paragraph('')] : lines.flat();
}
