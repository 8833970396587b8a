import { describe, expect, it } from 'vitest';
import { compileStepSchema } from './compileStepSchema';
import { stepTypes } from './stepTypes';

describe('the workflow step registry', () => {
  it('has the spec’s step types: start, end and the seven of the workflow map', () => {
    expect(Object.keys(stepTypes).sort()).toEqual(
      [
        'createActivity',
        'decision',
        'documentFill',
        'end',
        'redirect',
        'sendEmail',
        'sendSurvey',
        'start',
        'timer',
      ].sort(),
    );
  });

  it.each(Object.entries(stepTypes))(
    'registers %s under its own type, label key and schema $id',
    (name, stepType) => {
      expect(stepType.type).toBe(name);
      expect(stepType.labelKey).toBe(`workflow.steps.${name}`);
      expect(stepType.schema, `step type ${name} has no settings schema`).toBeTruthy();
      expect((stepType.schema as { $id?: string }).$id).toBe(`campo:workflows/steps/${name}`);
    },
  );

  it.each(Object.entries(stepTypes))(
    'compiles the %s settings schema with the runtime Ajv',
    (name, stepType) => {
      expect(() => compileStepSchema(stepType), `schema of ${name}`).not.toThrow();
    },
  );
});
