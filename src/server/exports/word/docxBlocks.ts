import {
  BorderStyle,
  convertMillimetersToTwip,
  HeadingLevel,
  PageBreak,
  Paragraph,
  TextRun,
  type FileChild,
} from 'docx';
import type { DocumentInfoBlockSettings } from '../../../runtime/pdf/blocks/documentInfo';
import type { FieldBlockSettings } from '../../../runtime/pdf/blocks/field';
import type { GroupBlockSettings } from '../../../runtime/pdf/blocks/group';
import type { LogoBlockSettings } from '../../../runtime/pdf/blocks/logo';
import type { PageNumberBlockSettings } from '../../../runtime/pdf/blocks/pageNumber';
import type { PhotosBlockSettings } from '../../../runtime/pdf/blocks/photos';
import type { SignatureBlockSettings } from '../../../runtime/pdf/blocks/signature';
import type { SpacerBlockSettings } from '../../../runtime/pdf/blocks/spacer';
import type { TextBlockSettings } from '../../../runtime/pdf/blocks/text';
import type { PdfBlock, PdfBlockType } from '../../../runtime/pdf/PdfLayout';
import type { DownloadDocument } from '../../downloads/DownloadData';
import type { ExportedAnswer, GroupAnswers } from '../../downloads/documentAnswers';
import type { DocxContext } from './DocxContext';
import { docxAnswer, isPrinted } from './docxAnswer';
import { docxImage, docxImages, SIGNATURE_BOX } from './docxImages';
import { docxInfo } from './docxInfo';
import { layoutTable } from './docxTables';
import { textParagraphs } from './docxText';

/** What a block is drawn from: the document, its answers, the printable width in pixels. */
export interface DocxScope {
  ctx: DocxContext;
  document: DownloadDocument;
  answers: GroupAnswers[];
  answerOf: Map<string, ExportedAnswer>;
  widthPx: number;
}

type Renderer<S> = (block: PdfBlock<S & object>, scope: DocxScope) => Promise<FileChild[]>;

const PX_PER_MM = 96 / 25.4;
const SIGNATURE_TYPES = new Set(['signatureDrawn', 'sketch']);

const text: Renderer<TextBlockSettings> = async (block, { ctx }) =>
  textParagraphs(block.settings.text, ctx, block.style);

const field: Renderer<FieldBlockSettings> = async (block, { ctx, document, answerOf }) => {
  const answer = answerOf.get(block.settings.fieldId);
  return answer && isPrinted(answer) ? docxAnswer(ctx, document, answer, block.settings.label) : [];
};

const group: Renderer<GroupBlockSettings> = async (block, { ctx, document, answers }) => {
  const { groupId, columns, title, pageBreakBefore } = block.settings;
  const found = answers.find((g) => g.id === groupId);
  const shown = found && !found.hidden ? found.fields.filter(isPrinted) : [];
  if (!found || !shown.length) return [];
  const children: FileChild[] = [];
  if (title || pageBreakBefore)
    children.push(
      new Paragraph({
        text: title ? found.name : '',
        heading: title ? HeadingLevel.HEADING_2 : undefined,
        pageBreakBefore,
      }),
    );
  const pieces: FileChild[][] = [];
  for (const answer of shown) pieces.push(await docxAnswer(ctx, document, answer, 'above'));
  if (columns === 2) children.push(layoutTable(pieces, 2), new Paragraph(''));
  else children.push(...pieces.flat());
  return children;
};

const documentInfo: Renderer<DocumentInfoBlockSettings> = async (block, { ctx }) =>
  docxInfo(ctx, block.settings.items, block.settings.columns);

const photos: Renderer<PhotosBlockSettings> = async (block, scope) => {
  const { ctx, document, answers, answerOf, widthPx } = scope;
  const { fieldId, perRow } = block.settings;
  const chosen = fieldId
    ? [answerOf.get(fieldId)]
    : answers
        .filter((g) => !g.hidden)
        .flatMap((g) => g.fields.filter((a) => !SIGNATURE_TYPES.has(a.field.type)));
  const images = chosen.flatMap((a) => (a && !a.hidden ? a.images : []));
  if (!images.length) return [];
  const width = Math.floor(widthPx / perRow) - 8;
  return [await docxImages(ctx, document, images, { width, height: Math.round(width * 0.75) })];
};

const signature: Renderer<SignatureBlockSettings> = async (block, { ctx, document, answerOf }) => {
  const answer = block.settings.fieldId ? answerOf.get(block.settings.fieldId) : undefined;
  const children: FileChild[] = [];
  if (answer && !answer.hidden && answer.images.length)
    children.push(await docxImages(ctx, document, answer.images, SIGNATURE_BOX));
  else children.push(new Paragraph({ spacing: { before: convertMillimetersToTwip(15) } }));
  const caption = block.settings.caption || answer?.field.name || '';
  children.push(
    new Paragraph({
      border: { top: { style: BorderStyle.SINGLE, size: 6, color: '37474F', space: 2 } },
      children: [new TextRun({ text: caption, size: 18 })],
    }),
  );
  return children;
};

const logo: Renderer<LogoBlockSettings> = async (block, { ctx }) => {
  const height = Math.round(block.settings.heightMm * PX_PER_MM);
  const picture = ctx.logo && docxImage(ctx.logo, { width: height * 4, height });
  return picture ? [new Paragraph({ children: [picture] })] : [];
};

const pageNumber: Renderer<PageNumberBlockSettings> = async (block, { ctx }) =>
  textParagraphs(block.settings.format, ctx, block.style);

const divider: Renderer<unknown> = async () => [
  new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'B0BEC5', space: 1 } } }),
];

const spacer: Renderer<SpacerBlockSettings> = async (block) => [
  new Paragraph({ spacing: { before: convertMillimetersToTwip(block.settings.heightMm) } }),
];

const pageBreak: Renderer<unknown> = async () => [new Paragraph({ children: [new PageBreak()] })];

/** A layout's picture (EnviarImagemModelo) is the form's, not the document's: not in the Word export yet. */
const image: Renderer<unknown> = async () => [];

/**
 * Each PDF block type as Word content, by name (a new block type is one entry): a Word template's
 * layout is printed block after block in order (widths are not kept: a block takes the full width).
 *
 * @example const children = await docxBlocks[block.type](block, scope);
 */
export const docxBlocks: Readonly<Record<PdfBlockType, Renderer<object>>> = {
  text: text as Renderer<object>,
  image,
  logo: logo as Renderer<object>,
  field: field as Renderer<object>,
  group: group as Renderer<object>,
  documentInfo: documentInfo as Renderer<object>,
  photos: photos as Renderer<object>,
  signature: signature as Renderer<object>,
  pageNumber: pageNumber as Renderer<object>,
  divider,
  spacer: spacer as Renderer<object>,
  pageBreak,
};
