import { useCallback, useEffect, useRef, useState } from 'react';
import { CommandError } from '../../../runtime/protocol/CommandError';
import { useRuntime } from '../../hooks/useRuntime';

/** The spec's cross-tab event (000: "close old model edition"): a forced edit pauses the other tabs. */
export const CLOSE_OLD_MODEL_EDITION = 'close-old-model-edition';
const HEARTBEAT_MS = 30_000;
const POLL_MS = 10_000;

export type EditLockState =
  | { status: 'idle' }
  | { status: 'opening' }
  | { status: 'active' }
  | { status: 'locked'; editor: string | null }
  | { status: 'paused'; editor: string | null }
  | { status: 'failed' };

/**
 * The edit lock of a form for this editor tab (docs/forms.md): AbrirEdicaoModelo on open (FORM_LOCKED →
 * `locked`, `force()` takes it with FORCAR), a heartbeat every 30 s, ConsultarEdicaoModelo polled
 * (ATIVA false → `paused`), the close-old-model-edition broadcast to the browser's other tabs when
 * forcing, and FecharEdicaoModelo when the editor closes.
 *
 * @example const lock = useEditLock(formId, edition); if (lock.state.status === 'locked') lock.force();
 */
export function useEditLock(formId: number | undefined, edition: string) {
  const { command } = useRuntime();
  const [state, setState] = useState<EditLockState>({ status: formId ? 'opening' : 'idle' });
  const active = state.status === 'active';
  const channel = useRef<BroadcastChannel | null>(null);

  const open = useCallback(
    async (force: boolean) => {
      if (!formId) return;
      try {
        await command(
          'AbrirEdicaoModelo',
          { ID: formId, EDICAO: edition, ...(force ? { FORCAR: true } : {}) },
          {
            silent: true,
          },
        );
        setState({ status: 'active' });
        if (force) channel.current?.postMessage({ type: CLOSE_OLD_MODEL_EDITION, formId, edition });
      } catch (error) {
        if (error instanceof CommandError && error.code === 'FORM_LOCKED') {
          const editor = typeof error.answer.EDITOR === 'string' ? error.answer.EDITOR : null;
          setState((current) =>
            current.status === 'active' || current.status === 'paused'
              ? { status: 'paused', editor }
              : { status: 'locked', editor },
          );
        } else setState({ status: 'failed' });
      }
    },
    [command, formId, edition],
  );

  useEffect(() => {
    if (!formId) return;
    if (typeof BroadcastChannel !== 'undefined') {
      const ch = new BroadcastChannel(CLOSE_OLD_MODEL_EDITION);
      ch.onmessage = (event: MessageEvent<{ type?: string; formId?: number; edition?: string }>) => {
        if (event.data?.formId === formId && event.data.edition !== edition)
          setState({ status: 'paused', editor: null });
      };
      channel.current = ch;
    }
    void open(false);
    const close = () => {
      void command('FecharEdicaoModelo', { ID: formId, EDICAO: edition }, { silent: true }).catch(
        () => undefined,
      );
    };
    window.addEventListener('pagehide', close);
    return () => {
      window.removeEventListener('pagehide', close);
      channel.current?.close();
      channel.current = null;
      close();
    };
  }, [command, formId, edition, open]);

  useEffect(() => {
    if (!formId || !active) return;
    const beat = window.setInterval(() => void open(false), HEARTBEAT_MS);
    const poll = window.setInterval(() => {
      command<{ ATIVA: boolean; EDITOR?: string | null }>(
        'ConsultarEdicaoModelo',
        { ID: formId, EDICAO: edition },
        { silent: true },
      )
        .then((answer) => {
          if (!answer.ATIVA) setState({ status: 'paused', editor: answer.EDITOR ?? null });
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      window.clearInterval(beat);
      window.clearInterval(poll);
    };
  }, [command, formId, edition, active, open]);

  const force = useCallback(() => open(true), [open]);
  /** A save refused with FORM_LOCKED: another edition took the form. */
  const lost = useCallback((editor: string | null) => setState({ status: 'paused', editor }), []);
  return { state, force, lost };
}
