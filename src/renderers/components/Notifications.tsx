import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { useRuntime } from '../hooks/useRuntime';
import { SHELL_PIECES } from './SHELL_PIECES';

const NotificationsView = lazy(() =>
  SHELL_PIECES.notifications().then((m) => ({ default: m.NotificationsView })),
);

/**
 * The runtime's toasts (spec 000 section 8), drawn by NotificationsView once there is one: its chunk is
 * fetched once the first screen has shown (SHELL_PIECES), or on demand by an earlier toast.
 */
export function Notifications() {
  const items = useStore(useRuntime().notifications, (s) => s.items.length);
  if (!items) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsView />
    </Suspense>
  );
}
