import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from '../hooks/useTranslation';
import { useStore } from 'zustand';
import type { Notification } from '../../runtime/notifications/createNotificationStore';
import { useRuntime } from '../hooks/useRuntime';

const AUTO_HIDE_MS = 6000;

/** One toast, closing itself AUTO_HIDE_MS after it appeared (newer toasts do not restart its clock). */
function Toast(props: { item: Notification; onClose: (id: number) => void }) {
  const { t } = useTranslation();
  const { item, onClose } = props;
  useEffect(() => {
    const timer = setTimeout(() => onClose(item.id), AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [item.id, onClose]);
  return (
    <Alert
      severity={item.severity}
      variant="filled"
      onClose={() => onClose(item.id)}
      slotProps={{ closeButton: { title: t('common.close'), 'aria-label': t('common.close') } }}
      sx={{ flexShrink: 0, minWidth: 0, '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
    >
      {item.message}
    </Alert>
  );
}

/**
 * Draws the runtime's toasts as one column at the bottom left of the window (on a phone, across its
 * bottom), out of the middle where maps, tables and the form canvas keep their content, so several messages of one answer
 * (ERRORS then WARNINGS) are all readable at once, one under the other. The column stays inside the window
 * at any width (360 px phones too): as wide as the window allows, long words broken, scrolling when more
 * toasts are open than fit. Each closes itself after a few seconds or by its close button.
 *
 * The face of Notifications, a chunk of its own (SHELL_PIECES) so the login page does not download MUI's
 * Alert to show. Not a MUI Snackbar: its transition hands its child `direction="up"`, which turned this column into an
 * invalid `flex-direction` (a row running off the screen, toasts drawn over each other).
 */
export function NotificationsView() {
  const { notifications } = useRuntime();
  const items = useStore(notifications, (s) => s.items);
  const dismiss = notifications.getState().dismiss;
  if (!items.length) return null;
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        bottom: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        width: { sm: 480 },
        maxWidth: 'calc(100vw - 16px)',
        maxHeight: 'calc(100dvh - 16px)',
        overflowY: 'auto',
      }}
    >
      {items.map((item) => (
        <Toast key={item.id} item={item} onClose={dismiss} />
      ))}
    </Stack>
  );
}
