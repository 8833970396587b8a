import type { PdfLayout } from '../../runtime/pdf/PdfLayout';
import type { DownloadData } from './DownloadData';

/** At most this many documents in one batch print: bounds the HTML, the images held and Chromium's memory. */
const BATCH_DOCUMENTS = 50;
/** A batch is closed once its documents hold this many files (photos, signatures...). */
const BATCH_FILES = 400;

/** How a download's PDF is printed (pdfTaskPlan): task indices in the download's order. */
export interface PdfTaskPlan {
  /** Consecutive tasks printed with the default document, one pdfmake PDF per run. */
  defaultRuns: number[][];
  /** Tasks whose form prints with a custom layout, by form, in batches. */
  batches: Array<{ layout: PdfLayout; indices: number[] }>;
}

/**
 * Which tasks of a download print together: runs of consecutive tasks without a custom layout (no
 * document, or a form on the default document) make one pdfmake PDF each; the documents of each form
 * with a custom layout, wherever they are in the selection, go into batches of at most 50 documents
 * (fewer when they hold over 400 files). The PDF puts every page back in the selected order.
 *
 * @example pdfTaskPlan(data) // { defaultRuns: [[0], [3, 4]], batches: [{ layout, indices: [1, 2, 5] }] }
 */
export function pdfTaskPlan(data: DownloadData): PdfTaskPlan {
  const plan: PdfTaskPlan = { defaultRuns: [], batches: [] };
  const open = new Map<number, { layout: PdfLayout; indices: number[]; files: number }>();
  let run: number[] | null = null;
  data.tasks.forEach((task, i) => {
    const formId = task.document?.formId;
    const layout = formId === undefined ? undefined : data.pdf?.byForm.get(formId);
    if (!layout || !task.document) {
      if (!run) plan.defaultRuns.push((run = []));
      run.push(i);
      return;
    }
    run = null;
    let batch = open.get(formId!);
    if (!batch || batch.indices.length >= BATCH_DOCUMENTS || batch.files >= BATCH_FILES) {
      batch = { layout, indices: [], files: 0 };
      open.set(formId!, batch);
      plan.batches.push(batch);
    }
    batch.indices.push(i);
    batch.files += task.document.files.size;
  });
  plan.batches = plan.batches.map(({ layout, indices }) => ({ layout, indices }));
  return plan;
}
