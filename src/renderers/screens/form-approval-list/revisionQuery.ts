import {
  REVISION_STATES,
  type RevisionFilter,
  type RevisionState,
} from '../../../runtime/formApproval/FormRevision';

/** What the list shows, kept in the address (so "back" from a review returns to the same page). */
export interface RevisionQuery {
  tab: 'mine' | 'all';
  filter: RevisionFilter;
  page: number;
}

const number = (text: string | null) => (text && /^\d+$/.test(text) ? Number(text) : undefined);

/** The list's query read from the address: `?tab=all&state=in_review&form=5&flow=0&author=3&late=1&page=2`. */
export function readRevisionQuery(params: URLSearchParams): RevisionQuery {
  const state = params.get('state');
  const filter: RevisionFilter = {
    ...(REVISION_STATES.includes(state as RevisionState) ? { ESTADO: state as RevisionState } : {}),
    ...(number(params.get('form')) !== undefined ? { MODELO: number(params.get('form')) } : {}),
    ...(number(params.get('flow')) !== undefined ? { FLUXO: number(params.get('flow')) } : {}),
    ...(number(params.get('author')) !== undefined ? { AUTOR: number(params.get('author')) } : {}),
    ...(params.get('late') === '1' ? { ATRASADAS: true } : {}),
  };
  return { tab: params.get('tab') === 'all' ? 'all' : 'mine', filter, page: number(params.get('page')) || 1 };
}

/** The address's query for `query` (the inverse of {@link readRevisionQuery}). */
export function writeRevisionQuery(query: RevisionQuery): Record<string, string> {
  const { filter } = query;
  const out: Record<string, string> = {};
  if (query.tab === 'all') out.tab = 'all';
  if (filter.ESTADO) out.state = filter.ESTADO;
  if (filter.MODELO !== undefined) out.form = String(filter.MODELO);
  if (filter.FLUXO !== undefined) out.flow = String(filter.FLUXO);
  if (filter.AUTOR !== undefined) out.author = String(filter.AUTOR);
  if (filter.ATRASADAS) out.late = '1';
  if (query.page > 1) out.page = String(query.page);
  return out;
}
