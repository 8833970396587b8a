import type { CommandFn } from '../../../runtime/protocol/CommandFn';
import type { LookupRecord } from '../pickers/searchLookup';

/**
 * Active employees of the company by name through ListEntities' `employee` lookup, which any user who
 * creates tasks may call (ListarColaboradores needs the employees functionality, which operators lack).
 *
 * @example await searchEmployees(command, 'oper') // [{ id: '12', name: 'Otávio Operador' }]
 */
export async function searchEmployees(command: CommandFn, text: string): Promise<LookupRecord[]> {
  const answer = await command<{ ITEMS: Array<{ id: number; name: string }> }>(
    'ListEntities',
    { ENTITY: 'employee', ...(text.trim() ? { SEARCH: text.trim() } : {}), PAGE: 1, PAGE_SIZE: 20 },
    { silentOnSuccess: true },
  );
  return answer.ITEMS.map((e) => ({ id: String(e.id), name: e.name }));
}
