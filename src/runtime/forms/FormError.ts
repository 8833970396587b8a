import type { ErrorCode } from '../errors/errorCatalogue';

/**
 * One problem of a filled form: a catalogue code with its message parameters, and where it is. Table
 * cell errors carry the 1-based `row` and the `column` id (shown as 'Linha x, campo y: ...'); fields of a
 * repeatable group carry the 0-based `copy`.
 */
export interface FormError {
  code: ErrorCode;
  params?: Record<string, string | number>;
  fieldId?: string;
  groupId?: string;
  row?: number;
  column?: string;
  copy?: number;
}
