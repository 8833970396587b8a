import { Paragraph, TextRun, type FileChild } from 'docx';
import type { FieldBlockSettings } from '../../../runtime/pdf/blocks/field';
import type { DownloadDocument } from '../../downloads/DownloadData';
import type { ExportedAnswer } from '../../downloads/documentAnswers';
import type { DocxContext } from './DocxContext';
import { docxImages, PHOTO_BOX, SIGNATURE_BOX } from './docxImages';
import { textTable } from './docxTables';

const SIGNATURE_TYPES = new Set(['signatureDrawn', 'sketch']);
/** Field types whose answer is its images: the pictures stand for the text ('2 fotos', 'Assinatura'). */
const IMAGE_TYPES = new Set(['photo', ...SIGNATURE_TYPES]);

/**
 * Whether an answer is printed: hidden fields and tables without rows (nor images) are left out rather
 * than printed as '—' or '0 linhas', as in the default PDF.
 *
 * @example group.fields.filter(isPrinted)
 */
export function isPrinted(answer: ExportedAnswer): boolean {
  return (
    !answer.hidden && !(answer.field.type === 'table' && !answer.table?.rows.length && !answer.images.length)
  );
}

const labelRun = (text: string) => new TextRun({ text, bold: true, size: 18, color: '37474F' });

/**
 * One field's answer as Word content: its label (above, to the left, or hidden), then its text, a table
 * field as a real table (header row repeated on each page), photos and signatures as pictures fitted
 * to a box.
 *
 * @example children.push(...(await docxAnswer(ctx, document, answer, 'above')));
 */
export async function docxAnswer(
  ctx: DocxContext,
  document: DownloadDocument,
  answer: ExportedAnswer,
  label: FieldBlockSettings['label'],
): Promise<FileChild[]> {
  const children: FileChild[] = [];
  const name = answer.field.name ?? '';
  const pictures = answer.images.length > 0 && IMAGE_TYPES.has(answer.field.type);
  const table = answer.table?.rows.length ? answer.table : null;
  const labelAbove = () => {
    if (label !== 'hidden')
      children.push(new Paragraph({ children: [labelRun(name)], spacing: { before: 80, after: 20 } }));
  };
  if (table) {
    labelAbove();
    children.push(textTable(table.columns, table.rows));
  } else if (pictures) labelAbove();
  else if (label === 'left')
    children.push(
      new Paragraph({
        children: [labelRun(`${name}: `), new TextRun(answer.text || '—')],
        spacing: { before: 80 },
      }),
    );
  else {
    labelAbove();
    children.push(new Paragraph({ children: [new TextRun(answer.text || '—')] }));
  }
  if (answer.images.length) {
    const box = SIGNATURE_TYPES.has(answer.field.type) ? SIGNATURE_BOX : PHOTO_BOX;
    children.push(await docxImages(ctx, document, answer.images, box));
  }
  return children;
}
