/** A refused row's problem as the server answers it in ROW_ERRORS (1-based row). */
export interface RowError {
  row: number;
  field: string;
  path: string;
  message: string;
}
