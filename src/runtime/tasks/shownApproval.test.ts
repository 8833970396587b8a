import { describe, expect, it } from 'vitest';
import { shownApproval } from './shownApproval';

describe('shownApproval', () => {
  it('hides the pending approval of a task still waiting to be filled', () => {
    for (const state of ['planned', 'inProgress', 'late', 'expired'] as const)
      expect(shownApproval('pending', state)).toBeNull();
  });

  it('shows pending once the task is finished, and a decision always', () => {
    expect(shownApproval('pending', 'finished')).toBe('pending');
    expect(shownApproval('disapproved', 'inProgress')).toBe('disapproved');
    expect(shownApproval('approved', 'finished')).toBe('approved');
    expect(shownApproval(null, 'finished')).toBeNull();
  });
});
