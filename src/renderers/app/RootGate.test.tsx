import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp';

describe('RootGate', () => {
  it('redirects to login every time a protected page is opened without a session, even to the same target', async () => {
    const { router } = renderApp({ path: '/profile' });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fprofile');

    // The same protected page again: the guard's answer is the same redirect, and it must still happen.
    await act(() => router.navigate('/profile'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
