import { describe, expect, it } from 'vitest';
import enUS from '../../../metadata/i18n/en-US.json';
import ptBR from '../../../metadata/i18n/pt-BR.json';
import { stepTypes } from '../../runtime/workflows/stepTypes';
import { WORKFLOW_PROBLEM_MESSAGES } from '../../runtime/workflows/workflowProblemMessages';
import { compileStepSchema } from '../../runtime/workflows/compileStepSchema';
import { stepEditors } from './stepEditors';

const t = ((key: string) => key) as never;

describe('the workflow step editors', () => {
  it('one per registered step type, and none for a type the runtime does not know', () => {
    expect(Object.keys(stepEditors).sort()).toEqual(Object.keys(stepTypes).sort());
  });

  it("every type's defaults satisfy its settings schema, so a new step is drawn and checked", () => {
    for (const [type, editor] of Object.entries(stepEditors))
      expect(compileStepSchema(stepTypes[type]!)(editor.defaults(t)), type).toBe(true);
  });

  it('every type has its label, and every workflow problem its message, in pt-BR and en-US', () => {
    for (const catalogue of [ptBR, enUS]) {
      const workflow = (
        catalogue as { workflow: { steps: Record<string, string>; problems: Record<string, string> } }
      ).workflow;
      for (const type of Object.values(stepTypes))
        expect(workflow.steps[type.labelKey.split('.').pop()!]).toBeTruthy();
      expect(Object.keys(workflow.problems).sort()).toEqual(Object.keys(WORKFLOW_PROBLEM_MESSAGES).sort());
    }
    // pt-BR says what the server's save check says (the runtime's messages, the spec's where it has one).
    expect(ptBR.workflow.problems).toEqual(WORKFLOW_PROBLEM_MESSAGES);
  });
});
