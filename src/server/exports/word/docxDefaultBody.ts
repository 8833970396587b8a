import { HeadingLevel, Paragraph, TextRun, type FileChild } from 'docx';
import type { DownloadDocument } from '../../downloads/DownloadData';
import type { GroupAnswers } from '../../downloads/documentAnswers';
import type { PdfInfoItem } from '../../../runtime/pdf/html/PdfDocumentData';
import type { DocxContext } from './DocxContext';
import { docxAnswer, isPrinted } from './docxAnswer';
import { docxInfo } from './docxInfo';

/** The default document's identification, in order (the form's name is its page header). */
const INFO_ITEMS: PdfInfoItem[] = ['documentId', 'finishedAt', 'responsible', 'client', 'unit', 'location'];

/**
 * The default document's body in Word: its title, its identification in two columns, the score when
 * the form scores, then each visible group as a heading with its fields' labels and answers (tables as
 * tables, photos and signatures as pictures). Hidden groups and fields are left out.
 *
 * @example sections[0].children = await docxDefaultBody(ctx, document, documentAnswers(document, ctx));
 */
export async function docxDefaultBody(
  ctx: DocxContext,
  document: DownloadDocument,
  answers: GroupAnswers[],
): Promise<FileChild[]> {
  const children: FileChild[] = [new Paragraph({ text: ctx.title, heading: HeadingLevel.TITLE })];
  children.push(...docxInfo(ctx, INFO_ITEMS, 2));
  if (document.model.score && document.score !== null)
    children.push(
      new Paragraph({
        children: [
          new TextRun({ text: `${ctx.t('downloads.file.columns.score')}: `, bold: true }),
          new TextRun(String(document.score)),
        ],
      }),
    );
  for (const group of answers) {
    const shown = group.hidden ? [] : group.fields.filter(isPrinted);
    if (!shown.length) continue;
    children.push(new Paragraph({ text: group.name, heading: HeadingLevel.HEADING_2 }));
    for (const answer of shown) children.push(...(await docxAnswer(ctx, document, answer, 'above')));
  }
  return children;
}
