import { useCallback, useEffect, useRef } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { EditLockActions } from '../../../runtime/controllers/editLock/createEditLockActions';

/** The spec's cross-tab event (000: "close old model edition"): a forced edit pauses the other tabs. */
export const CLOSE_OLD_MODEL_EDITION = 'close-old-model-edition';
const HEARTBEAT_MS = 30_000;
const POLL_MS = 10_000;

/**
 * The edit lock's life in the page (docs/forms.md), for the form editor and the PDF editor; their
 * controllers ask the server (createEditLockActions). Opens on
 * mount, a heartbeat every 30 s and a poll every 10 s while held, the close-old-model-edition broadcast
 * to the browser's other tabs when forcing, and closing on pagehide or unmount. Answers `force`.
 *
 * @example const force = useEditLock(editor, formId, edition, lock.status === 'active');
 */
export function useEditLock(
  editor: StoreApi<EditLockActions>,
  formId: number | undefined,
  edition: string,
  active: boolean,
) {
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (!formId) return;
    if (typeof BroadcastChannel !== 'undefined') {
      const ch = new BroadcastChannel(CLOSE_OLD_MODEL_EDITION);
      ch.onmessage = (event: MessageEvent<{ type?: string; formId?: number; edition?: string }>) => {
        if (event.data?.formId === formId && event.data.edition !== edition)
          editor.getState().pauseLock(null);
      };
      channel.current = ch;
    }
    void editor.getState().openLock(false);
    const close = () => void editor.getState().closeLock();
    window.addEventListener('pagehide', close);
    return () => {
      window.removeEventListener('pagehide', close);
      channel.current?.close();
      channel.current = null;
      close();
    };
  }, [editor, formId, edition]);

  useEffect(() => {
    if (!formId || !active) return;
    const beat = window.setInterval(() => void editor.getState().openLock(false), HEARTBEAT_MS);
    const poll = window.setInterval(() => void editor.getState().checkLock(), POLL_MS);
    return () => {
      window.clearInterval(beat);
      window.clearInterval(poll);
    };
  }, [editor, formId, active]);

  return useCallback(async () => {
    if (await editor.getState().openLock(true))
      channel.current?.postMessage({ type: CLOSE_OLD_MODEL_EDITION, formId, edition });
  }, [editor, formId, edition]);
}
