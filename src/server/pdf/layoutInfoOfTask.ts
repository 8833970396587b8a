import type { PdfInfoItem } from '../../runtime/pdf/html/PdfDocumentData';
import type { DownloadBuildContext } from '../downloads/DownloadBuildContext';
import type { DownloadTask } from '../downloads/DownloadData';
import { taskSummary } from '../downloads/taskSummary';

/**
 * A task's identification items a layout's documentInfo block shows (responsible, client, unit and the
 * address as the location), as the task screens word them (taskSummary); empty ones left out.
 *
 * @example layoutInfoOfTask(task, ctx).responsible // 'Ana Lima'
 */
export function layoutInfoOfTask(
  task: DownloadTask,
  ctx: Pick<DownloadBuildContext, 't' | 'utcOffset'>,
): Partial<Record<PdfInfoItem, string>> {
  const summary = taskSummary(task, ctx);
  const info: Partial<Record<PdfInfoItem, string>> = {
    responsible: summary.responsible,
    client: summary.client,
    unit: summary.unit,
    location: summary.address,
  };
  for (const item of Object.keys(info) as PdfInfoItem[]) if (!info[item]) delete info[item];
  return info;
}
