import { onlyDigits } from '../../runtime/validators/onlyDigits';
import type { EntityRuntime } from './EntityRuntime';
import { normalizeSearch } from './normalizeSearch';

const DIGIT_TYPES = new Set(['cpf', 'cnpj', 'phone', 'cep']);

/**
 * The record's search_text: its searchable fields' values normalised, document numbers and phones also
 * as bare digits (so `11222333` finds `11.222.333/0001-81`), separated by ` | ` so a term does not match
 * across two fields.
 *
 * @example searchTextOf(client, { name: 'João', cnpj: '11.222.333/0001-81' }) // 'joao | 11.222.333/0001-81 11222333000181'
 */
export function searchTextOf(entity: EntityRuntime, data: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const field of entity.searchable) {
    const value = data[field.key];
    if (value === undefined || value === null || typeof value === 'object') continue;
    const text = normalizeSearch(String(value));
    parts.push(DIGIT_TYPES.has(field.type) ? `${text} ${onlyDigits(text)}` : text);
  }
  return parts.join(' | ');
}
