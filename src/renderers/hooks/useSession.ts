import { useStore } from 'zustand';
import type { SessionState } from '../../runtime/session/createSessionStore';
import { useRuntime } from './useRuntime';

/** Subscribes to a slice of the session store. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useRuntime().session, selector);
}
