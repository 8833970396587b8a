import { describe, expect, it } from 'vitest';
import { compileStepSchema } from '../../compileStepSchema';
import { startStep } from './startStep';

describe('the start step', () => {
  it('has no settings and asks only for a next step', () => {
    expect(compileStepSchema(startStep)({})).toBe(true);
    expect(compileStepSchema(startStep)({ first: 'f1' })).toBe(false);
    expect(startStep.needsNext).toBe(true);
  });
});
