import type { TaskListQuery } from './TaskListQuery';

/**
 * The URL search of a task list query, defaults left out (so `/tasks` stays `/tasks`); names travel with
 * the ids so a link shows its chosen filters without asking for them. The inverse of parseTaskListQuery.
 *
 * @example taskListSearch({ ...query, states: ['late'] }).toString() // 'estado=late'
 */
export function taskListSearch(query: TaskListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.tab !== 'tasks') out.set('tab', query.tab);
  if (query.period !== 'all') out.set('periodo', query.period);
  if (query.period === 'custom' && query.from) out.set('de', query.from);
  if (query.period === 'custom' && query.to) out.set('ate', query.to);
  if (query.dateField !== 'start') out.set('data', query.dateField);
  for (const state of query.states) out.append('estado', state);
  for (const r of query.responsibles) out.append('resp', `${r.kind}:${r.id}:${r.name}`);
  for (const f of query.forms) out.append('modelo', `${f.id}:${f.name}`);
  for (const c of query.clients) out.append('cliente', `${c.id}:${c.name}`);
  for (const u of query.units) out.append('unidade', `${u.id}:${u.name}`);
  for (const bucket of query.deadlines) out.append('prazo', bucket);
  if (query.urgent !== undefined) out.set('urgente', query.urgent ? '1' : '0');
  if (query.search.trim()) out.set('q', query.search);
  if (query.sort.field !== 'due' || query.sort.direction !== 'asc')
    out.set('ordem', `${query.sort.direction === 'desc' ? '-' : ''}${query.sort.field}`);
  if (query.group) out.set('grupo', query.group);
  return out;
}
