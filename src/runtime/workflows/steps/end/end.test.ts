import { describe, expect, it } from 'vitest';
import { compileStepSchema } from '../../compileStepSchema';
import { endStep } from './endStep';

describe('the end step', () => {
  it('has no settings and no next step', () => {
    expect(compileStepSchema(endStep)({})).toBe(true);
    expect(compileStepSchema(endStep)({ next: 'f1' })).toBe(false);
    expect(endStep.needsNext).toBe(false);
  });
});
