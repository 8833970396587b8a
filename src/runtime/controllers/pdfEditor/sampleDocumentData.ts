import type { FieldTypeId } from '../../forms/FIELD_TYPE_IDS';
import type { FormField, FormModel } from '../../forms/FormModel';
import { answerText } from '../../forms/answerText';
import { formFieldType } from '../../forms/fieldTypes/formFieldType';
import {
  PDF_INFO_ITEMS,
  type PdfDocumentData,
  type PdfFieldData,
  type PdfInfoItem,
} from '../../pdf/html/PdfDocumentData';
import { choiceMarks } from '../../pdf/choiceMarks';
import { ruleStyle } from '../../pdf/html/styleRules';
import type { PdfLayout, StyleRule } from '../../pdf/PdfLayout';
import { PDF_PLACEHOLDERS } from './PDF_PLACEHOLDERS';

/** Translation and the sample's own facts (the company's name, today). */
export interface SampleContext {
  t: (key: string, vars?: Record<string, unknown>) => string;
  locale: string;
  companyName: string;
  /** Today as `YYYY-MM-DD`. */
  today: string;
}

type Sample = (field: FormField, ctx: SampleContext) => Partial<PdfFieldData> & { value?: unknown };

const sampleText =
  (key: string): Sample =>
  (_f, ctx) => ({ value: ctx.t(`pdfEditor.sample.${key}`) });
const firstOptions = (count: number) => (field: FormField) => {
  const ids = (field.options ?? []).slice(0, count).map((o) => o.id);
  return { value: count === 1 ? ids[0] : ids };
};
const NUMBER: Sample = () => ({ value: 42 });
const RECORD: Sample = (_f, ctx) => ({ text: ctx.t('pdfEditor.sample.record') });
const FILE: Sample = (_f, ctx) => ({ text: ctx.t('pdfEditor.sample.file') });
const SIGNATURE: Sample = (_f, ctx) => ({
  text: ctx.t('downloads.file.signature'),
  images: [PDF_PLACEHOLDERS.signature],
});

/**
 * A sample answer per field type, as the canvas shows it (what a real answer of the type would look
 * like: its text through the type's own answerText, its images as neutral placeholders). A type not
 * listed shows the sample text.
 */
const SAMPLES: Partial<Record<FieldTypeId, Sample>> = {
  textMultiline: sampleText('longText'),
  email: () => ({ value: 'nome@exemplo.com' }),
  number: NUMBER,
  currency: NUMBER,
  percent: NUMBER,
  nps: () => ({ value: 9 }),
  numericFormula: NUMBER,
  date: (_f, ctx) => ({ value: ctx.today }),
  dateHour: (_f, ctx) => ({ value: `${ctx.today}T10:30` }),
  hour: () => ({ value: '10:30' }),
  choiceSingle: firstOptions(1),
  selectBox: firstOptions(1),
  thermometer: firstOptions(1),
  choiceMultiple: firstOptions(2),
  according: () => ({ value: 'compliant' }),
  photo: (_f, ctx) => ({
    text: ctx.t('downloads.file.photos', { count: 2 }),
    images: [PDF_PLACEHOLDERS.photo, PDF_PLACEHOLDERS.photo],
  }),
  signatureDrawn: SIGNATURE,
  sketch: (_f, ctx) => ({ text: ctx.t('downloads.file.drawing'), images: [PDF_PLACEHOLDERS.photo] }),
  signatureTyped: (_f, ctx) => ({ text: ctx.t('pdfEditor.sample.person') }),
  signaturePreRegistered: (_f, ctx) => ({ text: ctx.t('pdfEditor.sample.person') }),
  locationGps: () => ({ text: '-23.550520, -46.633308' }),
  locationManual: (_f, ctx) => ({ text: ctx.t('pdfEditor.sample.address') }),
  manualEmployee: (_f, ctx) => ({ text: ctx.t('pdfEditor.sample.person') }),
  manualClient: RECORD,
  manualUnit: RECORD,
  manualAsset: RECORD,
  manualProduct: RECORD,
  file: FILE,
  video: FILE,
  audio: FILE,
  table: (field, ctx) => {
    const columns = ((field.settings?.columns ?? []) as Array<{ name: string }>).map((c) => c.name);
    const row = (n: number) => columns.map(() => ctx.t('pdfEditor.sample.cell', { n }));
    return { text: '', table: { columns, rows: [row(1), row(2)] } };
  },
};

/** What styling rules compare for a value: option labels for choices, the value itself otherwise. */
function rawOf(field: FormField, value: unknown, text: string): PdfFieldData['rawValue'] {
  if (value === undefined) return text || null;
  if (formFieldType(field).choice) {
    const ids = Array.isArray(value) ? value : [value];
    return (field.options ?? []).filter((o) => ids.includes(o.id)).map((o) => o.name);
  }
  return typeof value === 'number' || typeof value === 'string' ? value : text;
}

/**
 * A choice field with the options a styling rule paints first, so its sample answer (the first options)
 * shows the rule's colours on the canvas ("Não conforme" in red though "Conforme" comes first). Only the
 * answer is picked from it: the field prints its options in the model's order.
 */
function paintedFirst(field: FormField, rules: readonly StyleRule[]): FormField {
  if (!formFieldType(field).choice || !field.options) return field;
  const painted = field.options.filter((o) => ruleStyle(rules, field.id, field.type, [o.name]));
  if (!painted.length) return field;
  return { ...field, options: [...painted, ...field.options.filter((o) => !painted.includes(o))] };
}

function fieldData(field: FormField, ctx: SampleContext, rules: readonly StyleRule[]): PdfFieldData {
  const sample = (SAMPLES[field.type] ?? sampleText('text'))(paintedFirst(field, rules), ctx);
  const text = sample.text ?? answerText(field, sample.value, { t: ctx.t, locale: ctx.locale });
  const choices = sample.value === undefined ? undefined : choiceMarks(field, sample.value);
  return {
    label: field.name,
    type: field.type,
    text,
    images: sample.images ?? [],
    table: sample.table ?? null,
    rawValue: rawOf(field, sample.value, text),
    ...(choices ? { choices } : {}),
  };
}

/**
 * The document the PDF editor's canvas prints (the same HTML as the paper, src/runtime/pdf/html): the
 * form's fields with a sample answer each (auxiliary fields hold none; a choice answers the options a
 * styling rule paints, when one does, so the canvas shows the colours), every photo field's samples on the
 * attachment page, the layout's pictures and the logo as neutral placeholders.
 *
 * @example sampleDocumentData(model, layout, { t, locale: 'pt-BR', companyName: 'Demo', today: '2026-11-26' }).fields.obs.text // 'Texto de exemplo'
 */
export function sampleDocumentData(model: FormModel, layout: PdfLayout, ctx: SampleContext): PdfDocumentData {
  const fields: Record<string, PdfFieldData> = {};
  const groups: PdfDocumentData['groups'] = {};
  for (const group of model.groups) {
    const answered = group.fields.filter((field) => !formFieldType(field).display);
    for (const field of answered) fields[field.id] = fieldData(field, ctx, layout.styleRules);
    groups[group.id] = { name: group.name, fieldIds: answered.map((field) => field.id) };
  }
  const photos = Object.values(fields).flatMap((field) =>
    field.type === 'photo' ? field.images.map((url) => ({ url, caption: field.label })) : [],
  );
  const date = answerText({ type: 'date' }, ctx.today, { t: ctx.t, locale: ctx.locale });
  const texts: Record<PdfInfoItem, string> = {
    companyName: ctx.companyName,
    formName: model.name,
    documentId: '123',
    finishedAt: date,
    responsible: ctx.t('pdfEditor.sample.person'),
    client: ctx.t('pdfEditor.sample.record'),
    unit: ctx.t('pdfEditor.sample.record'),
    asset: ctx.t('pdfEditor.sample.record'),
    location: ctx.t('pdfEditor.sample.address'),
  };
  const images = Object.fromEntries(
    [...layout.header.blocks, ...layout.body, ...layout.footer.blocks]
      .map((block) => block.settings.fileId)
      .filter((id): id is string => typeof id === 'string')
      .map((id) => [id, PDF_PLACEHOLDERS.photo]),
  );
  return {
    formName: model.name,
    documentId: '123',
    companyName: ctx.companyName,
    logoUrl: PDF_PLACEHOLDERS.logo,
    date,
    info: Object.fromEntries(
      PDF_INFO_ITEMS.map((item) => [item, { label: ctx.t(`pdf.info.${item}`), text: texts[item] }]),
    ),
    fields,
    groups,
    photos,
    images,
  };
}
