import {
  PDF_INFO_ITEMS,
  type PdfDocumentData,
  type PdfInfoItem,
} from '../../runtime/pdf/html/PdfDocumentData';
import { choiceMarks } from '../../runtime/pdf/choiceMarks';
import { styleValueOf } from '../../runtime/pdf/html/styleValueOf';
import type { PdfLayout } from '../../runtime/pdf/PdfLayout';
import type { DownloadDocument } from '../downloads/DownloadData';
import { documentAnswers } from '../downloads/documentAnswers';
import { localDateTime } from '../downloads/taskSummary';
import type { FileStorage } from '../storage/FileStorage';
import type { PdfLayouts } from './PdfLayouts';
import type { PrintImages } from './PrintImages';

/** What turning a document into a layout's data needs. */
export interface DocumentPdfDataContext {
  t: (key: string, vars?: Record<string, unknown>) => string;
  locale: string;
  /** The reader's UTC offset in minutes (the finishing time and `{date}`). */
  utcOffset: number;
  now: Date;
  storage: FileStorage;
  companyName: string;
  employeeNames: Map<string, string>;
}

const SIGNATURE_TYPES = new Set(['signatureDrawn', 'sketch']);

/**
 * A document as the data a custom layout prints (PdfDocumentData): its visible groups and fields
 * (documentAnswers: texts with dates in pt-BR, tables' cells, rules' hidden parts left out), every image
 * as the print's URL for it (`images`: read from the FileStorage once per print or batch, served to
 * Chromium from memory), the styling rules' values, the identification items with their labels
 * (`pdf.info.*`), a choice's options marked when chosen (choiceMarks, for `checks: 'symbols'`), the
 * company logo and the layout's pictures.
 *
 * @example const data = await documentPdfData(ctx, document, { layout, formName: 'Vistoria', info: {}, layouts, images });
 */
export async function documentPdfData(
  ctx: DocumentPdfDataContext,
  document: DownloadDocument,
  request: {
    layout: PdfLayout;
    formName: string;
    info: Partial<Record<PdfInfoItem, string>>;
    layouts: PdfLayouts;
    images: PrintImages;
  },
): Promise<PdfDocumentData> {
  const { images } = request;
  const uriOf = (fileId: string) => images.url(document.files.get(fileId)?.storageKey);
  const stored = (key: string | null | undefined) => images.url(key);

  const data: PdfDocumentData = {
    formName: request.formName,
    documentId: String(document.id),
    companyName: ctx.companyName,
    logoUrl: await stored(request.layouts.logoKey),
    date: localDateTime(ctx.now, ctx.utcOffset).slice(0, 10),
    info: {},
    fields: {},
    groups: {},
    photos: [],
    images: {},
  };
  const texts: Partial<Record<PdfInfoItem, string>> = {
    companyName: ctx.companyName,
    formName: request.formName,
    documentId: String(document.id),
    finishedAt: localDateTime(document.finishedAt, ctx.utcOffset),
    ...request.info,
  };
  for (const item of PDF_INFO_ITEMS)
    if (texts[item]) data.info[item] = { label: ctx.t(`pdf.info.${item}`), text: texts[item]! };

  const answers = documentAnswers(document, { ...ctx, employeeName: (id) => ctx.employeeNames.get(id) });
  for (const group of answers) {
    if (group.hidden) continue;
    const repeatable = document.model.groups.find((g) => g.id === group.id)?.repeatable === true;
    const shown = group.fields.filter((answer) => !answer.hidden);
    data.groups[group.id] = { name: group.name, fieldIds: shown.map((answer) => answer.field.id) };
    for (const answer of shown) {
      const images: string[] = [];
      for (const image of answer.images) {
        const uri = await uriOf(image.fileId);
        if (uri) images.push(uri);
      }
      data.fields[answer.field.id] = {
        label: answer.field.name,
        type: answer.field.type,
        text: answer.text,
        images,
        table: answer.table,
        rawValue: styleValueOf(answer.field, document.values[answer.field.id], repeatable, ctx),
      };
      // A repeatable group's copies answer apart: their words say which copy chose what.
      const choices = repeatable ? undefined : choiceMarks(answer.field, document.values[answer.field.id]);
      if (choices && answer.text) data.fields[answer.field.id]!.choices = choices;
      if (!SIGNATURE_TYPES.has(answer.field.type))
        data.photos.push(...images.map((url) => ({ url, caption: answer.field.name })));
    }
  }
  const { header, body, footer } = request.layout;
  for (const block of [...header.blocks, ...body, ...footer.blocks]) {
    const fileId = block.type === 'image' ? block.settings.fileId : null;
    if (typeof fileId !== 'string' || fileId in data.images) continue;
    const uri = await stored(request.layouts.fileKeys.get(fileId));
    if (uri) data.images[fileId] = uri;
  }
  return data;
}
