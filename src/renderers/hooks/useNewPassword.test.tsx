import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNewPassword } from './useNewPassword';

describe('useNewPassword', () => {
  it('checks the strict rule and the confirmation, and clears the pair', () => {
    const { result } = renderHook(() => useNewPassword());
    expect(result.current.problems).toEqual({ password: 'PASSWORD_RULE' });
    act(() => result.current.fields.onPassword('Campo@2026'));
    act(() => result.current.fields.onConfirmation('Campo@2027'));
    expect(result.current.problems).toEqual({ confirmation: 'PASSWORDS_MUST_MATCH' });
    expect(result.current.valid).toBe(false);
    act(() => result.current.fields.onConfirmation('Campo@2026'));
    expect(result.current.valid).toBe(true);
    expect(result.current.fields).toMatchObject({ password: 'Campo@2026', confirmation: 'Campo@2026' });
    act(() => result.current.clear());
    expect(result.current.password).toBe('');
    expect(result.current.confirmation).toBe('');
  });

  it('an optional pair has no problems while both are empty', () => {
    const { result } = renderHook(() => useNewPassword(true));
    expect(result.current.valid).toBe(true);
    act(() => result.current.fields.onPassword('fraca'));
    expect(result.current.problems.password).toBe('PASSWORD_RULE');
  });
});
