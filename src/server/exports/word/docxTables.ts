import {
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx';

/** A4 portrait less 20 mm margins, in twips: the grid Word starts from (the table then spans 100 %). */
const CONTENT_TWIPS = 9638;
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};
const LINE = { style: BorderStyle.SINGLE, size: 4, color: 'B0BEC5' };
const LINES = {
  top: LINE,
  bottom: LINE,
  left: LINE,
  right: LINE,
  insideHorizontal: LINE,
  insideVertical: LINE,
};

const grid = (columns: number) => Array.from({ length: columns }, () => Math.floor(CONTENT_TWIPS / columns));

/** Word wants a paragraph to close every cell (a cell ending in a nested table is refused). */
function cellContent(children: FileChild[]): (Paragraph | Table)[] {
  const content = children as (Paragraph | Table)[];
  return content.length && content[content.length - 1] instanceof Paragraph
    ? content
    : [...content, new Paragraph('')];
}

/**
 * A table field's grid: the column names as a shaded header row Word repeats on every page, one row per
 * line of cell texts, rows never split across pages, the full width.
 *
 * @example children.push(textTable(['Item', 'Qtd'], [['Disjuntor', '2']]));
 */
export function textTable(columns: string[], rows: string[][]): Table {
  const cell = (text: string, header: boolean) =>
    new TableCell({
      children: [new Paragraph({ children: [new TextRun({ text, bold: header, size: 18 })] })],
      shading: header ? { type: ShadingType.CLEAR, fill: 'E3F2FD', color: 'auto' } : undefined,
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: grid(columns.length),
    borders: LINES,
    rows: [
      new TableRow({ tableHeader: true, cantSplit: true, children: columns.map((c) => cell(c, true)) }),
      ...rows.map(
        (row) =>
          new TableRow({ cantSplit: true, children: columns.map((_, i) => cell(row[i] ?? '', false)) }),
      ),
    ],
  });
}

/**
 * Pieces of content side by side, `columns` a row, in a borderless full-width table (a group or the
 * document's identification in two columns); a last row short of pieces gets empty cells.
 *
 * @example children.push(layoutTable([fieldA, fieldB, fieldC], 2));
 */
export function layoutTable(pieces: FileChild[][], columns: number): Table {
  const rows: TableRow[] = [];
  for (let i = 0; i < pieces.length; i += columns) {
    const row = Array.from({ length: columns }, (_, j) => pieces[i + j] ?? []);
    rows.push(
      new TableRow({
        children: row.map(
          (children) =>
            new TableCell({
              children: cellContent(children),
              width: { size: Math.floor(100 / columns), type: WidthType.PERCENTAGE },
            }),
        ),
      }),
    );
  }
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: grid(columns),
    borders: NO_BORDERS,
    rows,
  });
}
