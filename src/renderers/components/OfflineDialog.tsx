import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useStore } from 'zustand';
import { useRuntime } from '../hooks/useRuntime';
import type { OfflineDialogView as OfflineDialogViewType } from './OfflineDialogView';
import { SHELL_PIECES } from './SHELL_PIECES';

// Should the face fail to download (offline before it came), nothing shows rather than the app failing.
type ViewProps = Parameters<typeof OfflineDialogViewType>[0];
const OfflineDialogView = lazy<ComponentType<ViewProps>>(() =>
  SHELL_PIECES.offlineDialog().then(
    (m) => ({ default: m.OfflineDialogView }),
    () => ({ default: () => null }),
  ),
);

/**
 * The offline dialog (spec 000 sections 2 and 4). On screens that keep working offline (form edit,
 * `offline: 'continue'`) it says to continue and can be closed; elsewhere it says the page reloads when
 * connected. Coming back online closes it and, except on 'continue' screens, reloads the current view.
 * Its face is a chunk of its own (SHELL_PIECES), fetched once the first screen has shown.
 */
export function OfflineDialog(props: { mode: 'continue' | 'reload'; onReconnect: () => void }) {
  const online = useStore(useRuntime().connectivity, (s) => s.online);
  const [dismissed, setDismissed] = useState(false);
  const wasOnline = useRef(online);
  const { mode, onReconnect } = props;

  useEffect(() => {
    if (online && !wasOnline.current && mode === 'reload') onReconnect();
    if (!online) setDismissed(false);
    wasOnline.current = online;
  }, [online, mode, onReconnect]);

  if (online || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <OfflineDialogView continueMode={mode === 'continue'} onContinue={() => setDismissed(true)} />
    </Suspense>
  );
}
