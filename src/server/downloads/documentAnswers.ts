import { answerText, type AnswerTextContext } from '../../runtime/forms/answerText';
import { isAuxField } from '../../runtime/forms/compileFormModel';
import { createFormEngine } from '../../runtime/forms/createFormEngine';
import type { FormField } from '../../runtime/forms/FormModel';
import { tableSettings } from '../../runtime/forms/modelIndex';
import { fileSlotOf, PLAN_SLOT } from '../files/fileSlotOf';
import { fileIdsIn } from '../files/fileIdsIn';
import type { DownloadDocument } from './DownloadData';

/** An image a document holds: a photo, a drawn signature, a sketch, an action plan photo. */
export interface AnswerImage {
  fileId: string;
  /** The slot's id: a field id, `<table>_<column>` or `<field>_plan` (file-name safe). */
  slot: string;
}

export interface ExportedAnswer {
  field: FormField;
  text: string;
  images: AnswerImage[];
  /** A table's header and rows of cell texts (the PDF lays them out). */
  table: { columns: string[]; rows: string[][] } | null;
  /** Hidden by the form's rules for these values (the PDF leaves it out; sheets keep their columns). */
  hidden: boolean;
}

export interface GroupAnswers {
  id: string;
  name: string;
  hidden: boolean;
  fields: ExportedAnswer[];
}

const imagesOf = (document: DownloadDocument, slotId: string, value: unknown, slot: string) => {
  if (!fileSlotOf(document.model, slotId)?.imagesOnly) return [];
  const ids: string[] = [];
  fileIdsIn(value, ids);
  return ids.map((fileId) => ({ fileId, slot }));
};

/**
 * A document's answers in model order, group by group, for every export: each fillable field's text
 * (answerText; a repeatable group's copies as `Cópia n: …`; an action plan's observation after it), its
 * images (photos, signatures, sketches, table image cells and plan photos) and, for tables, the cell
 * texts, and whether the form's rules hide it for these values. Auxiliary fields (titles, descriptions,
 * images of the model) hold no answer and are left out.
 *
 * @example documentAnswers(document, { t, locale: 'pt-BR' })[0].fields[0].text // 'Conforme'
 */
export function documentAnswers(document: DownloadDocument, ctx: AnswerTextContext): GroupAnswers[] {
  const engine = createFormEngine(document.model, { values: document.values, plans: document.plans });
  return document.model.groups.map((group) => ({
    id: group.id,
    name: group.name,
    hidden: !engine.isVisible(group.id),
    fields: group.fields
      .filter((field) => !isAuxField(field))
      .map((field): ExportedAnswer => {
        const value = document.values[field.id];
        const copies = group.repeatable && Array.isArray(value) ? value : null;
        let text = copies
          ? copies
              .map((copy, i) => [i, answerText(field, copy, ctx)] as const)
              .filter(([, copyText]) => copyText)
              .map(([i, copyText]) => `${ctx.t('downloads.file.copy', { copy: i + 1 })}: ${copyText}`)
              .join('; ')
          : answerText(field, value, ctx);
        const images = imagesOf(document, field.id, value, field.id);
        const settings = tableSettings(field);
        let table: ExportedAnswer['table'] = null;
        if (settings && Array.isArray(value)) {
          const rows = value as Array<Record<string, unknown> | null>;
          table = {
            columns: settings.columns.map((c) => c.name),
            rows: rows.map((row) => settings.columns.map((c) => answerText(c, row?.[c.id], ctx))),
          };
          for (const column of settings.columns)
            images.push(
              ...imagesOf(
                document,
                `${field.id}.${column.id}`,
                rows.map((row) => row?.[column.id]),
                `${field.id}_${column.id}`,
              ),
            );
        }
        const plan = document.plans[field.id];
        if (plan?.observation) text = [text, plan.observation].filter(Boolean).join(' — ');
        if (plan?.photos?.length)
          images.push(
            ...imagesOf(document, `${field.id}.${PLAN_SLOT}`, plan.photos, `${field.id}_${PLAN_SLOT}`),
          );
        return { field, text, images, table, hidden: !engine.isVisible(field.id) };
      }),
  }));
}
