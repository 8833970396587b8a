import type { FormModel, PlanAnswer } from '../../runtime/forms/FormModel';
import type { PdfLayouts } from '../pdf/PdfLayouts';
import type { WordTemplates } from '../exports/word/WordTemplates';
import type { TaskDoneLabel, TaskStateName, TaskStatus } from '../../runtime/tasks/TaskStateName';

/** An uploaded file a document references (document_files), its bytes behind the FileStorage. */
export interface DownloadFile {
  storageKey: string;
  contentType: string;
  name: string;
}

/** A task's document, only when the requester may see its form (and has MODEL VIEW). */
export interface DownloadDocument {
  id: number;
  formId: number;
  version: number;
  model: FormModel;
  values: Record<string, unknown>;
  plans: Record<string, PlanAnswer>;
  finished: boolean;
  score: number | null;
  finishedAt: Date | null;
  files: Map<string, DownloadFile>;
}

/** One selected task as every format reads it. */
export interface DownloadTask {
  id: number;
  title: string;
  status: TaskStatus;
  state: TaskStateName;
  doneLabel: TaskDoneLabel | null;
  approval: 'pending' | 'approved' | 'disapproved' | null;
  responsibleName: string;
  formId: number;
  formName: string;
  clientName: string;
  unitName: string;
  startAt: Date;
  dueAt: Date | null;
  finishedAt: Date | null;
  address: Record<string, unknown> | null;
  /** The address's coordinates, else where it was filled; null when neither is known. */
  position: { lat: number; lng: number } | null;
  document: DownloadDocument | null;
}

/** What a download's file is built from, read in one short transaction before the build. */
export interface DownloadData {
  companyName: string;
  /** In the order they were selected; deleted and other companies' tasks are not here. */
  tasks: DownloadTask[];
  /** Names of the users pre-registered signatures point at, by id. */
  employeeNames: Map<string, string>;
  /** The forms' custom PDF layouts (the PDF format prints those documents with Chromium); none when absent. */
  pdf?: PdfLayouts;
  /** The forms whose default export is a Word template (a single task's document downloads as .docx). */
  word?: WordTemplates;
}
