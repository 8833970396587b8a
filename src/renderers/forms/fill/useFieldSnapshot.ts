import { useCallback, useSyncExternalStore } from 'react';
import type { FieldSnapshot } from './createFillStore';
import { useFillContext } from './useFillContext';

/**
 * One id's value, visibility and errors, re-rendering the caller only when they change.
 *
 * @example const { value, visible } = useFieldSnapshot('qty');
 */
export function useFieldSnapshot(id: string): FieldSnapshot {
  const { store } = useFillContext();
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  return useSyncExternalStore(subscribe, () => store.snapshot(id));
}
