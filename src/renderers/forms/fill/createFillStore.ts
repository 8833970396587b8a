import type { FormEngine, ValuePosition } from '../../../runtime/forms/createFormEngine';
import type { FormError } from '../../../runtime/forms/FormError';
import type { PlanAnswer } from '../../../runtime/forms/FormModel';

/** What one field (or group, or table result) shows: its value, visibility, errors and plan answer. */
export interface FieldSnapshot {
  value: unknown;
  visible: boolean;
  errors: FormError[];
  /** The field's action plan answer (observation, photos) as entered. */
  plan: PlanAnswer | undefined;
}

export interface FillStore {
  engine: FormEngine;
  /** Listens to one id's snapshot; returns the unsubscribe (useSyncExternalStore's shape). */
  subscribe(id: string, listener: () => void): () => void;
  /** The id's snapshot: the same object until its value, visibility or errors change. */
  snapshot(id: string): FieldSnapshot;
  /** Listens to every change (the score, the screen's "unsaved changes"). */
  subscribeAll(listener: () => void): () => void;
  /** A number that grows with every change. */
  version(): number;
  setValue(id: string, value: unknown, at?: ValuePosition): void;
  setPlan(id: string, answer: PlanAnswer): void;
  /** Turns the per-field error display on (after a first finish attempt) or off. */
  setShowErrors(show: boolean): void;
}

const NO_ERRORS: FormError[] = [];

/**
 * A per-field view of a form engine for React: each field subscribes to its own id, so one keystroke
 * re-renders only the fields whose value, visibility or errors changed (the engine says which ids
 * changed), never the whole form. Errors are computed only while they are shown.
 *
 * @example
 * const store = createFillStore(createFormEngine(model));
 * const snap = useSyncExternalStore((l) => store.subscribe('qty', l), () => store.snapshot('qty'));
 */
export function createFillStore(engine: FormEngine): FillStore {
  const listeners = new Map<string, Set<() => void>>();
  const all = new Set<() => void>();
  const snapshots = new Map<string, FieldSnapshot>();
  let errorsById = new Map<string, FormError[]>();
  let showErrors = false;
  let version = 0;

  const notify = (id: string) => {
    snapshots.delete(id);
    for (const listener of listeners.get(id) ?? []) listener();
  };

  const computeErrors = (): Map<string, FormError[]> => {
    const next = new Map<string, FormError[]>();
    if (!showErrors) return next;
    for (const error of engine.errors()) {
      const key = error.fieldId ?? error.groupId;
      if (key === undefined) continue;
      const list = next.get(key);
      if (list) list.push(error);
      else next.set(key, [error]);
    }
    return next;
  };

  /** Swaps the error map and notifies the ids whose errors differ. */
  const refreshErrors = (): Set<string> => {
    const previous = errorsById;
    errorsById = computeErrors();
    const changed = new Set<string>();
    for (const id of new Set([...previous.keys(), ...errorsById.keys()]))
      if (JSON.stringify(previous.get(id)) !== JSON.stringify(errorsById.get(id))) changed.add(id);
    return changed;
  };

  engine.subscribe((changedIds) => {
    version++;
    const changed = new Set(changedIds);
    if (showErrors) for (const id of refreshErrors()) changed.add(id);
    for (const id of changed) notify(id);
    for (const listener of all) listener();
  });

  return {
    engine,
    subscribe(id, listener) {
      let set = listeners.get(id);
      if (!set) listeners.set(id, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    snapshot(id) {
      let snap = snapshots.get(id);
      if (!snap) {
        snap = {
          value: engine.getValue(id),
          visible: engine.isVisible(id),
          errors: errorsById.get(id) ?? NO_ERRORS,
          plan: engine.getPlan(id),
        };
        snapshots.set(id, snap);
      }
      return snap;
    },
    subscribeAll(listener) {
      all.add(listener);
      return () => all.delete(listener);
    },
    version: () => version,
    setValue: (id, value, at) => engine.setValue(id, value, at),
    setPlan: (id, answer) => engine.setPlan(id, answer),
    setShowErrors(show) {
      if (show === showErrors) return;
      showErrors = show;
      for (const id of refreshErrors()) notify(id);
    },
  };
}
