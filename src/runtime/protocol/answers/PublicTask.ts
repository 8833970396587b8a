import type { TaskDoneLabel, TaskStateName } from '../../tasks/TaskStateName';

/**
 * A task as the public pages show it (client portal, shared asset): title, state and dates; the form and
 * the responsible only where the page allows details (the portal's "allow activity details"); a
 * finished task's PDF version where the page offers downloads.
 */
export interface PublicTask {
  id: number;
  title: string;
  state: TaskStateName;
  doneLabel: TaskDoneLabel | null;
  startAt: string;
  dueAt: string | null;
  finishedAt: string | null;
  formName?: string | null;
  responsibleName?: string | null;
  /**
   * The finished document's version, where the page offers its PDF (the portal's download option): sent
   * back with the download, refused as outdated if the document changed since (PUBLIC_PDF_OUTDATED).
   */
  pdfVersion?: string;
}
