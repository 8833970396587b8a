import type { WorkflowStepType } from '../../WorkflowStepType';
import { checkDocumentFill } from './checkDocumentFill';
import type { DocumentFillSettings } from './DocumentFillSettings';
import { documentFillSchema } from './documentFillSchema';

/** Someone fills groups of the form within a deadline. */
export const documentFillStep: WorkflowStepType<DocumentFillSettings> = {
  type: 'documentFill',
  labelKey: 'workflow.steps.documentFill',
  schema: documentFillSchema,
  needsNext: true,
  uses: ({ settings }) => ({
    items: [...settings.groups, ...(settings.assignee?.fieldId ? [settings.assignee.fieldId] : [])],
    rules: [],
  }),
  check: checkDocumentFill,
};
