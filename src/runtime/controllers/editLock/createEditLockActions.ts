import { CommandError } from '../../protocol/CommandError';
import type { CommandFn } from '../../protocol/CommandFn';
import type { EditLockState } from './EditLockState';

/** What an editor of a form model (form editor, PDF editor) offers its page for the edit lock. */
export interface EditLockActions {
  lock: EditLockState;
  /**
   * AbrirEdicaoModelo (also the heartbeat); answers true when taken by force, for the other tabs to pause.
   * FORM_LOCKED with MINE (the user's own other tab or older session) locks with `mine`.
   */
  openLock: (force: boolean) => Promise<boolean>;
  /** ConsultarEdicaoModelo: ATIVA false pauses the editor. */
  checkLock: () => Promise<void>;
  /** FecharEdicaoModelo, quietly: the editor is closing. */
  closeLock: () => Promise<void>;
  /** Another tab of this browser forced the edit. */
  pauseLock: (editor: string | null) => void;
}

/** Who holds the form, as a FORM_LOCKED refusal names them. */
export function lockEditorOf(error: CommandError): string | null {
  return typeof error.answer.EDITOR === 'string' ? error.answer.EDITOR : null;
}

/**
 * The edit lock's actions over a controller's store (docs/forms.md, "edit lock"): one form (`formId`;
 * undefined for a form not saved yet, when they do nothing) held by this tab's `edition`. A controller
 * spreads them into its state; a refused save with FORM_LOCKED pauses through `pauseLock`.
 *
 * @example
 * createStore<State>((set, get) => ({ ...createEditLockActions({ command, formId: 5, edition }, set, get), ... }))
 */
export function createEditLockActions(
  options: { command: CommandFn; formId: number | undefined; edition: string },
  set: (partial: { lock: EditLockState }) => void,
  get: () => { lock: EditLockState },
): EditLockActions {
  const { command, formId, edition } = options;
  return {
    lock: { status: formId ? 'opening' : 'idle' },
    async openLock(force) {
      if (!formId) return false;
      try {
        await command(
          'AbrirEdicaoModelo',
          { ID: formId, EDICAO: edition, ...(force ? { FORCAR: true } : {}) },
          { silent: true },
        );
        set({ lock: { status: 'active' } });
        return force;
      } catch (error) {
        if (error instanceof CommandError && error.code === 'FORM_LOCKED') {
          const editor = lockEditorOf(error);
          const held = get().lock.status;
          set({
            lock:
              held === 'active' || held === 'paused'
                ? { status: 'paused', editor }
                : { status: 'locked', editor, ...(error.answer.MINE === true ? { mine: true } : {}) },
          });
        } else set({ lock: { status: 'failed' } });
        return false;
      }
    },
    async checkLock() {
      if (!formId) return;
      try {
        const answer = await command<{ ATIVA: boolean; EDITOR?: string | null }>(
          'ConsultarEdicaoModelo',
          { ID: formId, EDICAO: edition },
          { silent: true },
        );
        if (!answer.ATIVA) set({ lock: { status: 'paused', editor: answer.EDITOR ?? null } });
      } catch {
        // A missed poll changes nothing; the next one (or the save) tells.
      }
    },
    async closeLock() {
      if (!formId) return;
      await command('FecharEdicaoModelo', { ID: formId, EDICAO: edition }, { silent: true }).catch(
        () => undefined,
      );
    },
    pauseLock(editor) {
      set({ lock: { status: 'paused', editor } });
    },
  };
}
