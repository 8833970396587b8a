import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useRuntime } from './useRuntime';

/** Logout as the user asks for it: to /login first (so the guard adds no redirect), then LOGGED_OFF. */
export function useSignOut(): () => Promise<void> {
  const { session } = useRuntime();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/login', { replace: true });
    await session.getState().logout(true);
  }, [session, navigate]);
}
