import { describe, expect, it } from 'vitest';
import { compileStepSchema } from '../../compileStepSchema';
import { sendSurveyStep } from './sendSurveyStep';

describe('the send survey step', () => {
  it('goes to the header client, or to the option a field names (spec 001 §3)', () => {
    const validate = compileStepSchema(sendSurveyStep);
    expect(validate({ to: 'headerClient' })).toBe(true);
    expect(validate({ to: 'fieldOption', fieldId: 'cliente' })).toBe(true);
    expect(validate({ to: 'fieldOption' })).toBe(false);
    expect(validate({ to: 'everyone' })).toBe(false);
    // The form of the public fill link is optional (the document's own without it), an id when set.
    expect(validate({ to: 'headerClient', formId: 7 })).toBe(true);
    expect(validate({ to: 'headerClient', formId: 0 })).toBe(false);
  });
});
