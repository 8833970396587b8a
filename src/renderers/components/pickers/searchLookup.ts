import type { CommandFn } from '../../../runtime/protocol/CommandFn';

/** A record offered by a manual data field: its id (as text, as documents store it) and its name. */
export interface LookupRecord {
  id: string;
  name: string;
}

const PAGE = 20;

/**
 * The records a manual data field offers for a search: employees (ListarColaboradores, active ones,
 * filtered here by name) or an entity's records (ListEntities FOR_FILLING, so a disabled unit is not
 * offered), named by the entity's title field.
 *
 * @example await searchLookup(command, 'client', 'name', 'Ótica') // [{ id: '12', name: 'Ótica Âmbar' }]
 */
export async function searchLookup(
  command: CommandFn,
  entity: string,
  titleField: string,
  text: string,
): Promise<LookupRecord[]> {
  const search = text.trim();
  if (entity === 'employee') {
    const answer = await command<{ COLABORADORES: Array<{ id: number; name: string; surname?: string }> }>(
      'ListarColaboradores',
      { ATIVO: true },
      { silent: true },
    );
    const needle = search.toLocaleLowerCase();
    return answer.COLABORADORES.map((e) => ({
      id: String(e.id),
      name: [e.name, e.surname].filter(Boolean).join(' '),
    }))
      .filter((e) => e.name.toLocaleLowerCase().includes(needle))
      .slice(0, PAGE);
  }
  const answer = await command<{ ITEMS: Array<Record<string, unknown> & { id: number }> }>(
    'ListEntities',
    { ENTITY: entity, ...(search ? { SEARCH: search } : {}), PAGE: 1, PAGE_SIZE: PAGE, FOR_FILLING: true },
    { silentOnSuccess: true },
  );
  return answer.ITEMS.map((r) => ({ id: String(r.id), name: String(r[titleField] ?? r.id) }));
}
