/** A column of the sheet: where its cell goes in the row, its header and, for a choice, its options. */
export interface SheetColumn {
  path: string;
  header: string;
  /** The values a cell may take, picked from a list in the grid (a sheet's cell is kept as typed). */
  options?: string[];
}
