import type { DocumentFillSettings } from '../../../../runtime/workflows/steps/documentFill/DocumentFillSettings';
import type { StepEditor } from '../../StepEditor';
import { DocumentFillPanel } from './DocumentFillPanel';

/** Document fill: starts with nobody, no deadline and no group (the canvas marks it until set). */
export const documentFillEditor: StepEditor<DocumentFillSettings> = {
  palette: true,
  defaults: () => ({ assignee: null, deadlineHours: null, groups: [] }),
  Panel: DocumentFillPanel,
};
