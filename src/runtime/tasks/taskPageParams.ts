import type { CommandParams } from '../protocol/CommandFn';

/** Rows per server page (progressive loading). */
export const TASK_PAGE_SIZE = 50;

/**
 * ConsultarAtividadesFlowV2's parameters for one page of a list (`taskListParams`), as the controller
 * asks them and as the boot prefetch asks the first one (prefetchStartPage), so the two match. Its own module: the boot code takes it without the controller.
 *
 * @example taskPageParams(taskListParams(query, -180), 1) // { ...params, PAGE: 1, PAGE_SIZE: 50 }
 */
export function taskPageParams(params: Record<string, unknown>, page: number): CommandParams {
  return { ...params, PAGE: page, PAGE_SIZE: TASK_PAGE_SIZE };
}
