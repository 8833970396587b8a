import type { Content } from 'pdfmake/interfaces';
import type { ChoiceMark } from '../../runtime/pdf/html/PdfDocumentData';
import { SYMBOL_FONT_FILE } from './symbolFontFile';

/** A mark in the Symbols font (pdfMaker), or in plain text when the server has no such font. */
const mark = (checked: boolean): Content =>
  SYMBOL_FONT_FILE
    ? { text: checked ? '☑' : '☐', font: 'Symbols' }
    : { text: checked ? '[x]' : '[ ]', bold: checked };

/**
 * A choice's options as one pdfmake text for report settings `checks: 'symbols'` (the marks choiceMarks
 * gives, as custom layouts print them): ☑ before the chosen ones, in bold, ☐ before the others.
 *
 * @example choiceMarksText([{ label: 'Sim', checked: true }, { label: 'Não', checked: false }]) // ☑ Sim   ☐ Não
 */
export function choiceMarksText(marks: readonly ChoiceMark[]): Content {
  return {
    text: marks.flatMap((choice, i) => [
      ...(i ? ['   '] : []),
      mark(choice.checked),
      { text: ` ${choice.label}`, bold: choice.checked },
    ]),
  };
}
