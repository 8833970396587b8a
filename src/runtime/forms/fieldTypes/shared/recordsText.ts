import { recordName } from './recordName';

/**
 * A manual-data answer (one record or several) by the records' names.
 *
 * @example recordsText(null, [{ id: '1', name: 'Ana' }, { id: '2', name: 'Bia' }]) // 'Ana, Bia'
 */
export function recordsText(_field: unknown, value: unknown): string {
  return Array.isArray(value) ? value.map(recordName).join(', ') : recordName(value);
}
