import { describe, expect, it } from 'vitest';
import { compileStepSchema } from '../../compileStepSchema';
import { timerStep } from './timerStep';

describe('the timer step', () => {
  it('waits whole hours and minutes (spec 001 §9)', () => {
    const validate = compileStepSchema(timerStep);
    expect(validate({ hours: 2, minutes: 30 })).toBe(true);
    expect(validate({ hours: 0, minutes: 60 })).toBe(false);
    expect(validate({ hours: 1.5, minutes: 0 })).toBe(false);
    expect(validate({ hours: 1 })).toBe(false);
  });
});
