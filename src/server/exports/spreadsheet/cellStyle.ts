import type { Cell } from 'exceljs';

/** An ARGB colour of exceljs (`FF1565C0`) as CSS; theme and indexed colours are left out. */
const css = (color: { argb?: string } | undefined) =>
  color?.argb && /^[0-9A-Fa-f]{8}$/.test(color.argb) ? `#${color.argb.slice(2)}` : null;

const BORDER_WIDTH: Record<string, string> = {
  thin: '1px',
  hair: '0.5px',
  medium: '2px',
  thick: '3px',
  double: '3px',
};

/**
 * The CSS of a cell's look that is cheap to carry over: bold, italic, underline, font size and colour,
 * a solid fill, horizontal and vertical alignment (numbers and dates right by default, as Excel shows
 * them), wrapping, and its borders.
 *
 * @example cellStyle(sheet.getCell('A1'), false) // 'font-weight:bold;background:#E3F2FD'
 */
export function cellStyle(cell: Cell, numeric: boolean): string {
  const rules: string[] = [];
  const { font, fill, alignment, border } = cell;
  if (font?.bold) rules.push('font-weight:bold');
  if (font?.italic) rules.push('font-style:italic');
  if (font?.underline) rules.push('text-decoration:underline');
  if (font?.size && font.size !== 11) rules.push(`font-size:${font.size}pt`);
  const color = css(font?.color);
  if (color) rules.push(`color:${color}`);
  const background = fill?.type === 'pattern' && fill.pattern === 'solid' ? css(fill.fgColor) : null;
  if (background) rules.push(`background:${background}`);
  const horizontal = alignment?.horizontal ?? (numeric ? 'right' : null);
  if (horizontal && ['left', 'center', 'right', 'justify'].includes(horizontal))
    rules.push(`text-align:${horizontal}`);
  if (alignment?.vertical && ['top', 'middle', 'bottom'].includes(alignment.vertical))
    rules.push(`vertical-align:${alignment.vertical}`);
  if (alignment?.wrapText) rules.push('white-space:pre-wrap');
  for (const side of ['top', 'right', 'bottom', 'left'] as const) {
    const line = border?.[side];
    if (line?.style)
      rules.push(
        `border-${side}:${BORDER_WIDTH[line.style] ?? '1px'} ${line.style.includes('dash') ? 'dashed' : line.style === 'dotted' ? 'dotted' : line.style === 'double' ? 'double' : 'solid'} ${css(line.color) ?? '#000'}`,
      );
  }
  return rules.join(';');
}
