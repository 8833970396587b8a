import { createContext } from 'react';
import type { ActionPlan } from '../../../runtime/forms/FormModel';
import type { StyleRule } from '../../../runtime/pdf/PdfLayout';
import type { FileRef } from './FileRef';
import type { FillStore } from './createFillStore';

/** A record chosen in the document's header (client, unit, asset), for automatic data fields. */
export interface HeaderRecord {
  id: number;
  name: string;
}

/**
 * What the screen around a filler knows and offers: the header's records (automatic data reads them),
 * and filling a fillForm plan's form (resolves with the stored document's id, null when given up).
 */
export interface FillEnvironment {
  client?: HeaderRecord | null;
  unit?: HeaderRecord | null;
  asset?: HeaderRecord | null;
  fillPlanForm?(plan: ActionPlan): Promise<number | null>;
}

export interface FillContextValue {
  store: FillStore;
  readOnly: boolean;
  upload?: (fieldId: string, file: Blob, name: string) => Promise<FileRef>;
  /** The styling rules that colour read-only answers (the form's default PDF layout's); none when filling. */
  styleRules?: readonly StyleRule[];
  /** Put before every DOM id of the form (two forms on one page, e.g. a revision's old and new version). */
  idPrefix?: string;
}

/** The filler's store and options, for every field renderer below a FormFiller. */
export const FillContext = createContext<FillContextValue | null>(null);

/** The header records of the document being filled (set by the fill screen; empty in the editor's preview). */
export const FillEnvironmentContext = createContext<FillEnvironment>({});
