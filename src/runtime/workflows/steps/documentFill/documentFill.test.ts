import { describe, expect, it } from 'vitest';
import { compileStepSchema } from '../../compileStepSchema';
import type { WorkflowStep } from '../../WorkflowStep';
import { checkDocumentFill } from './checkDocumentFill';
import type { DocumentFillSettings } from './DocumentFillSettings';
import { documentFillStep } from './documentFillStep';

const step = (settings: Partial<DocumentFillSettings>): WorkflowStep<DocumentFillSettings> => ({
  id: 'f1',
  type: 'documentFill',
  name: 'Vistoria',
  next: 'end',
  settings: { assignee: { kind: 'people', ids: [7] }, deadlineHours: 48, groups: ['g1'], ...settings },
});

describe('the document-fill step', () => {
  it('is configured with an assignee, a deadline and a group', () => {
    expect(compileStepSchema(documentFillStep)(step({}).settings)).toBe(true);
    expect(checkDocumentFill(step({}))).toEqual([]);
  });

  it('asks who fills, by when and which groups (spec 001 §5)', () => {
    expect(checkDocumentFill(step({ assignee: null, deadlineHours: null, groups: [] }))).toEqual([
      { code: 'DOCUMENT_FILL_ASSIGNEE_REQUIRED', message: 'Informe quem vai preencher', stepId: 'f1' },
      { code: 'DOCUMENT_FILL_DEADLINE_REQUIRED', message: 'Informe o prazo de preenchimento', stepId: 'f1' },
      { code: 'DOCUMENT_FILL_GROUP_REQUIRED', message: 'Selecione ao menos um grupo', stepId: 'f1' },
    ]);
  });

  it('counts specific people or a field only once they are chosen', () => {
    expect(checkDocumentFill(step({ assignee: { kind: 'people', ids: [] } })).map((p) => p.code)).toEqual([
      'DOCUMENT_FILL_ASSIGNEE_REQUIRED',
    ]);
    expect(checkDocumentFill(step({ assignee: { kind: 'fieldValue', fieldId: 'responsavel' } }))).toEqual([]);
    expect(checkDocumentFill(step({ assignee: { kind: 'previousPerson' } }))).toEqual([]);
  });

  it('rejects settings of the wrong shape', () => {
    expect(compileStepSchema(documentFillStep)({ ...step({}).settings, assignee: { kind: 'anyone' } })).toBe(
      false,
    );
    expect(compileStepSchema(documentFillStep)({ groups: ['g1'] })).toBe(false);
  });
});
