import { describe, expect, it } from 'vitest';
import { expiryLabel } from './expiryLabel';

const now = new Date('2026-11-25T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('expiryLabel', () => {
  it('counts minutes under an hour and whole hours from one hour on', () => {
    expect(expiryLabel(at(30), now)).toEqual({ amount: 30, unit: 'minutes', late: false });
    expect(expiryLabel(at(0.2), now)).toEqual({ amount: 1, unit: 'minutes', late: false });
    expect(expiryLabel(at(60), now)).toEqual({ amount: 1, unit: 'hours', late: false });
    expect(expiryLabel(at(47 * 60 + 59), now)).toEqual({ amount: 47, unit: 'hours', late: false });
  });

  it('says how late a passed deadline is, and nothing without one', () => {
    expect(expiryLabel(at(-90), now)).toEqual({ amount: 1, unit: 'hours', late: true });
    expect(expiryLabel(at(-5), now)).toEqual({ amount: 5, unit: 'minutes', late: true });
    expect(expiryLabel(null, now)).toBeNull();
  });
});
