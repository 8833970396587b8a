import { taskPageParams } from '../tasks/taskPageParams';
import type { RouteMeta } from '../metadata/RouteMeta';
import type { Prefetch } from '../prefetch/createPrefetch';
import { matchRoute } from '../routes/matchRoute';
import { parseTaskListQuery } from '../tasks/parseTaskListQuery';
import { taskListParams } from '../tasks/taskListParams';

/**
 * At boot with a saved session, asks the opened page's data at once, alongside the user check, when that
 * page is the task list's "Atividades" or "Histórico" tab: its first page of rows (issue 13: they are the
 * page's largest paint, and were asked only after the catalogue, the screen's code and a first render).
 * The filters come from the URL as the screen reads them; the screen's own request then takes this
 * answer (`runtime.command`), or asks again when its parameters differ.
 *
 * @example prefetchStartPage(metadata.routes, '#/tasks?tab=history', runtime.prefetch)
 */
export function prefetchStartPage(
  routes: readonly RouteMeta[],
  hash: string,
  prefetch: Pick<Prefetch, 'start'>,
  offset = -new Date().getTimezoneOffset(),
): void {
  const [pathname, search] = hash.replace(/^#/, '').split('?');
  const match = matchRoute(routes, pathname || '/');
  if (match?.route.screen !== 'task-list') return;
  const query = parseTaskListQuery(new URLSearchParams(search ?? ''));
  if (query.tab !== 'tasks' && query.tab !== 'history') return;
  prefetch.start('ConsultarAtividadesFlowV2', taskPageParams(taskListParams(query, offset), 1));
}
