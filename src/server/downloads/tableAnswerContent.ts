import type { Content } from 'pdfmake/interfaces';
import type { ReportSettings } from '../../runtime/pdf/ReportSettings';
import type { ExportedAnswer } from './documentAnswers';

/**
 * A table answer in the default PDF, as the report settings' `tables` asks: a grid whose header row
 * (on the header background) repeats on every page, or one block per row of `column: value` lines (as
 * custom layouts print them, tableHtml), never cut across pages.
 *
 * @example tableAnswerContent({ columns: ['Item'], rows: [['Filtro']] }, settings)
 */
export function tableAnswerContent(
  table: NonNullable<ExportedAnswer['table']>,
  settings: ReportSettings,
): Content {
  if (settings.tables === 'list')
    return {
      stack: table.rows.map((row) => ({
        stack: table.columns.map((column, i) => ({
          text: [{ text: `${column}: `, bold: true }, row[i] ?? ''],
        })),
        unbreakable: true,
        margin: [0, 2, 0, 4],
      })),
      fontSize: 9,
    };
  return {
    table: {
      headerRows: 1,
      widths: table.columns.map(() => '*'),
      body: [
        table.columns.map((name) => ({
          text: name,
          style: 'label',
          fillColor: settings.colors.headerBackground,
        })),
        ...table.rows,
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 9,
  };
}
