import type { Content } from 'pdfmake/interfaces';
import { formFieldType } from '../../runtime/forms/fieldTypes/formFieldType';
import { choiceMarks } from '../../runtime/pdf/choiceMarks';
import type { ReportSettings } from '../../runtime/pdf/ReportSettings';
import { answerImagesContent } from './answerImagesContent';
import { choiceMarksText } from './choiceMarksText';
import type { DownloadBuildContext } from './DownloadBuildContext';
import type { DownloadDocument } from './DownloadData';
import { defaultPdfPage } from './defaultPdfPage';
import { documentAnswers, type ExportedAnswer } from './documentAnswers';
import { downloadReportSettings } from './downloadReportSettings';
import { tableAnswerContent } from './tableAnswerContent';

/** Field types whose answer is its images: the images stand for the text ('2 fotos', 'Assinatura'). */
const IMAGE_TYPES = new Set(['photo', 'signatureDrawn', 'sketch']);

/** Whether the PDF prints an answer: not hidden, not an empty table, not a place when maps are hidden. */
const printed = (answer: ExportedAnswer, settings: ReportSettings) =>
  !answer.hidden &&
  !(answer.field.type === 'table' && !answer.table?.rows.length && !answer.images.length) &&
  !(settings.maps === 'hidden' && formFieldType({ type: answer.field.type }).place === true);

/**
 * A choice's options marked ☑/☐ (choiceMarks) when the settings print checks as symbols and the field
 * holds one answer (a repeatable group's copies keep their words); undefined otherwise.
 */
function marksOf(
  document: DownloadDocument,
  answer: ExportedAnswer,
  settings: ReportSettings,
  copies: boolean,
) {
  if (settings.checks !== 'symbols' || copies) return undefined;
  const marks = choiceMarks(answer.field, document.values[answer.field.id]);
  return marks?.length ? marks : undefined;
}

/**
 * A document's part of the default PDF (pdfmake content, the styles of renderPdf): the score when the
 * form scores, then each visible group with its fields' answers, following the company's report settings
 * (downloadReportSettings): a choice as all its options with ☑ before the chosen ones and ☐ before the
 * others (`checks: 'symbols'`; `'text'`: the chosen ones' words), places left out with `maps: 'hidden'`,
 * tables as a grid or one list per row (tableAnswerContent), photos and signatures as images sized by
 * images per page and signatures per line (answerImagesContent). Hidden fields and tables without rows
 * are left out rather than printed as '—' or '0 linhas'.
 *
 * @example section.push(...(await documentPdfContent(ctx, task.document)));
 */
export async function documentPdfContent(
  ctx: DownloadBuildContext,
  document: DownloadDocument,
): Promise<Content[]> {
  const { t } = ctx;
  const settings = downloadReportSettings(ctx);
  const page = defaultPdfPage(settings);
  const section: Content[] = [];
  if (document.model.score && document.score !== null)
    section.push({
      text: [{ text: `${t('downloads.file.columns.score')}: `, bold: true }, String(document.score)],
      margin: [0, 0, 0, 8],
    });
  const answers = documentAnswers(document, { ...ctx, employeeName: (id) => ctx.data.employeeNames.get(id) });
  for (const group of answers) {
    const shown = group.hidden ? [] : group.fields.filter((answer) => printed(answer, settings));
    if (!shown.length) continue;
    const copies = document.model.groups.find((g) => g.id === group.id)?.repeatable === true;
    section.push({ text: group.name, style: 'group' });
    for (const answer of shown) {
      section.push({ text: answer.field.name, style: 'label', margin: [0, 4, 0, 1] });
      const marks = marksOf(document, answer, settings, copies);
      if (answer.table?.rows.length) section.push(tableAnswerContent(answer.table, settings));
      else if (marks) {
        section.push(choiceMarksText(marks));
        const observation = document.plans[answer.field.id]?.observation;
        if (observation) section.push({ text: observation });
      } else if (!(answer.images.length && IMAGE_TYPES.has(answer.field.type)))
        section.push({ text: answer.text || '—' });
      if (answer.images.length)
        section.push({ stack: await answerImagesContent(ctx, document, answer, page, settings) });
    }
  }
  return section;
}
