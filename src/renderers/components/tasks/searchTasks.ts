import type { CommandFn } from '../../../runtime/protocol/CommandFn';
import type { LookupRecord } from '../pickers/searchLookup';

/**
 * Tasks by title (or number) for the prerequisites picker, through the list's ConsultarAtividadesFlowV2
 * BUSCA; named "#id título" so two tasks with one title stay apart.
 *
 * @example await searchTasks(command, 'vistoria') // [{ id: '3', name: '#3 Vistoria do galpão' }]
 */
export async function searchTasks(command: CommandFn, text: string): Promise<LookupRecord[]> {
  const answer = await command<{ ITEMS: Array<{ id: number; title: string }> }>(
    'ConsultarAtividadesFlowV2',
    {
      ...(text.trim() ? { BUSCA: text.trim() } : {}),
      PAGE_SIZE: 20,
      ORDENAR: { field: 'id', direction: 'desc' },
    },
    { silentOnSuccess: true },
  );
  return answer.ITEMS.map((task) => ({ id: String(task.id), name: `#${task.id} ${task.title}` }));
}
