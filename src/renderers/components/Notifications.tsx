import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useRuntime } from '../hooks/useRuntime';

const AUTO_HIDE_MS = 6000;

/**
 * Draws the runtime's toasts as a stack in one Snackbar, so several messages of one answer (ERRORS then
 * WARNINGS) are all readable at once; each closes itself after a few seconds or by its close button.
 */
export function Notifications() {
  const { notifications } = useRuntime();
  const { t } = useTranslation();
  const items = useStore(notifications, (s) => s.items);
  const dismiss = notifications.getState().dismiss;

  useEffect(() => {
    const timers = items.map((item) => setTimeout(() => dismiss(item.id), AUTO_HIDE_MS));
    return () => timers.forEach(clearTimeout);
  }, [items, dismiss]);

  return (
    <Snackbar open={items.length > 0} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Stack spacing={1} sx={{ width: { xs: 'calc(100vw - 32px)', sm: 480 } }}>
        {items.map((item) => (
          <Alert
            key={item.id}
            severity={item.severity}
            variant="filled"
            onClose={() => dismiss(item.id)}
            slotProps={{ closeButton: { title: t('common.close'), 'aria-label': t('common.close') } }}
          >
            {item.message}
          </Alert>
        ))}
      </Stack>
    </Snackbar>
  );
}
