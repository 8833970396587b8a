/** Events other windows (or parts of the app) announce; screens listen to reload what they show. */
export type AppEvent =
  | { type: 'UPDATE_ENTITY'; entity: string; id?: string | number }
  | { type: 'CLOSE_OLD_MODEL_EDITION'; modelId?: string | number }
  | { type: 'UPDATE_MODEL_TEMPLATES_LIST' };

export interface EventBus {
  emit: (event: AppEvent) => void;
  /** Returns the unsubscribe function. */
  on: (listener: (event: AppEvent) => void) => () => void;
}

/**
 * A tiny synchronous event bus (the platform's EventTarget would do, but typed events read better).
 *
 * @example const off = bus.on((e) => e.type === 'UPDATE_ENTITY' && reload()); bus.emit({ type: 'UPDATE_MODEL_TEMPLATES_LIST' });
 */
export function createEventBus(): EventBus {
  const listeners = new Set<(event: AppEvent) => void>();
  return {
    emit: (event) => {
      for (const listener of [...listeners]) listener(event);
    },
    on: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
