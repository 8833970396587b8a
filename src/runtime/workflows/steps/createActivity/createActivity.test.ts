import { describe, expect, it } from 'vitest';
import { compileStepSchema } from '../../compileStepSchema';
import { createActivityStep } from './createActivityStep';

describe('the create activity step', () => {
  it('holds the task to create as an object', () => {
    const validate = compileStepSchema(createActivityStep);
    expect(validate({ task: { title: 'Retorno ao cliente', formId: 3 } })).toBe(true);
    expect(validate({})).toBe(false);
    expect(validate({ task: 'Retorno' })).toBe(false);
  });
});
