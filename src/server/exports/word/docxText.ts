import { AlignmentType, PageNumber, Paragraph, ShadingType, TextRun, type ParagraphChild } from 'docx';
import type { PdfBlock } from '../../../runtime/pdf/PdfLayout';
import { localDateTime } from '../../downloads/taskSummary';
import type { DocxContext } from './DocxContext';

const TOKENS = /\{(page|pages|formName|documentId|date)\}/g;
const ALIGN = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT };

type Style = NonNullable<PdfBlock['style']>;

const runStyle = (style: Style | undefined) => ({
  bold: style?.bold,
  size: style?.fontSizePt ? Math.round(style.fontSizePt * 2) : undefined,
  color: style?.color?.replace('#', ''),
});

/**
 * A layout text's line as Word runs: `{page}` and `{pages}` become Word's PAGE and NUMPAGES fields
 * (Word counts the pages when it lays them out), `{formName}`, `{documentId}` and `{date}` their texts.
 *
 * @example new Paragraph({ children: textRuns('Página {page} de {pages}', ctx) })
 */
export function textRuns(text: string, ctx: DocxContext, style?: Style): ParagraphChild[] {
  const runs: ParagraphChild[] = [];
  const values: Record<string, string> = {
    formName: ctx.formName,
    documentId: ctx.info.documentId ?? '',
    date: localDateTime(ctx.now, ctx.utcOffset).slice(0, 10),
  };
  let at = 0;
  for (const match of text.matchAll(TOKENS)) {
    if (match.index > at) runs.push(new TextRun({ text: text.slice(at, match.index), ...runStyle(style) }));
    const token = match[1]!;
    if (token === 'page' || token === 'pages')
      runs.push(
        new TextRun({
          children: [token === 'page' ? PageNumber.CURRENT : PageNumber.TOTAL_PAGES],
          ...runStyle(style),
        }),
      );
    else runs.push(new TextRun({ text: values[token] ?? '', ...runStyle(style) }));
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push(new TextRun({ text: text.slice(at), ...runStyle(style) }));
  return runs;
}

/**
 * A layout text as paragraphs, one per line, with the block's alignment, size, weight and colours.
 *
 * @example children.push(...textParagraphs(block.settings.text, ctx, block.style));
 */
export function textParagraphs(text: string, ctx: DocxContext, style?: Style): Paragraph[] {
  return text.split(/\r?\n/).map(
    (line) =>
      new Paragraph({
        children: textRuns(line, ctx, style),
        alignment: style?.align ? ALIGN[style.align] : undefined,
        shading: style?.background
          ? { type: ShadingType.CLEAR, fill: style.background.replace('#', ''), color: 'auto' }
          : undefined,
      }),
  );
}

/**
 * "Página X de Y" in the requester's language, X and Y Word's page fields.
 *
 * @example new Footer({ children: [pageNumberParagraph(ctx)] })
 */
export function pageNumberParagraph(ctx: DocxContext): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    children: textRuns(ctx.t('downloads.file.page', { page: '{page}', count: '{pages}' }), ctx, {
      fontSizePt: 8,
      color: '#607d8b',
    }),
  });
}
