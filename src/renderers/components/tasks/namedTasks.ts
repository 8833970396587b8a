import type { CommandFn } from '../../../runtime/protocol/CommandFn';
import type { LookupRecord } from '../pickers/searchLookup';
import { searchTasks } from './searchTasks';

/**
 * Tasks by id as the prerequisites picker names them ("#id título"), each found by its number; "#id"
 * alone when not found.
 *
 * @example await namedTasks(command, [3]) // [{ id: '3', name: '#3 Vistoria do galpão' }]
 */
export async function namedTasks(command: CommandFn, ids: number[]): Promise<LookupRecord[]> {
  const found = await Promise.all(ids.map((id) => searchTasks(command, String(id)).catch(() => [])));
  return ids.map((id, i) => found[i]!.find((r) => r.id === String(id)) ?? { id: String(id), name: `#${id}` });
}
