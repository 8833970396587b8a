import type { TaskListQuery } from './TaskListQuery';
import { taskTabStates } from './taskTabStates';

/**
 * ConsultarAtividadesFlowV2's parameters for a task list query, without the page: the tab's states (or
 * the chosen ones among them), the filters that are set, the sort and group, and the browser's UTC
 * offset `fuso` (minutes east, as `-new Date().getTimezoneOffset()`).
 *
 * @example taskListParams({ ...query, tab: 'history' }, -180).ESTADOS // ['finished', 'cancelled', 'deleted']
 */
export function taskListParams(query: TaskListQuery, fuso: number): Record<string, unknown> {
  const tabStates = taskTabStates(query.tab);
  const chosen = query.states.filter((s) => tabStates.includes(s));
  const params: Record<string, unknown> = { FUSO: fuso };
  if (query.period !== 'all') params.PERIODO = query.period;
  if (query.period === 'custom' && query.from) params.DE = query.from;
  if (query.period === 'custom' && query.to) params.ATE = query.to;
  if (query.dateField !== 'start') params.CAMPO_DATA = query.dateField;
  // The map shows every state but deleted (the server's default) unless some are chosen.
  if (chosen.length) params.ESTADOS = chosen;
  else if (query.tab !== 'map') params.ESTADOS = [...tabStates];
  if (query.responsibles.length)
    params.RESPONSAVEIS = query.responsibles.map((r) => ({ kind: r.kind, id: r.id }));
  if (query.forms.length) params.MODELOS = query.forms.map((f) => f.id);
  if (query.clients.length) params.CLIENTES = query.clients.map((c) => c.id);
  if (query.units.length) params.UNIDADES = query.units.map((u) => u.id);
  if (query.deadlines.length) params.PRAZOS = query.deadlines;
  if (query.urgent !== undefined) params.URGENTE = query.urgent;
  if (query.search.trim()) params.BUSCA = query.search.trim();
  params.ORDENAR = { field: query.sort.field, direction: query.sort.direction };
  if (query.group && query.tab !== 'map') params.GRUPO = query.group;
  return params;
}
