import JSZip from 'jszip';

const CELL_REF = /<(?:\w+:)?c\b[^>]*?\br="([A-Z]+)\d+"/g;

/** A column's letters as its number: A → 1, XFD → 16384. */
function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters) number = number * 26 + (letter.charCodeAt(0) - 64);
  return number;
}

/**
 * The widest column any cell of an .xlsx file's sheets is in, read from the sheets' XML before the
 * workbook is parsed (exceljs refuses to open a file past Excel's 16384 columns, so the limit is told
 * apart from a broken file here); null when the bytes are not a zip.
 *
 * @example await widestColumn(bytes) // 16385 for a cell in XFE1
 */
export async function widestColumn(bytes: Uint8Array): Promise<number | null> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return null;
  }
  let widest = 0;
  for (const file of zip.file(/^xl\/worksheets\/[^/]+\.xml$/)) {
    const xml = await file.async('string');
    for (const match of xml.matchAll(CELL_REF)) widest = Math.max(widest, columnNumber(match[1]!));
  }
  return widest;
}
