/** A spreadsheet row as cell texts by column path, and its 1-based row number. */
export type PreviewRow = { id: number } & Record<string, unknown>;
