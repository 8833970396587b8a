/** A spreadsheet cell taken as typed (trimmed). */
export function textCell(_field: unknown, text: string): unknown {
  return text;
}
