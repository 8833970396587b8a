import Download from '@mui/icons-material/Download';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadsQueue } from './DownloadsQueue';
import { useDownloadsQueue } from './useDownloadsQueue';

/**
 * The top bar's downloads icon: a badge with the downloads waiting, generating or ready, opening the
 * downloads queue in a panel (as wide as the screen allows on a phone). Reloads the queue when opened.
 *
 * @example <DownloadsButton />
 */
/** Past this the badge shows "99+", and the button's name says the same (label in name, WCAG 2.5.3). */
const BADGE_MAX = 99;

export function DownloadsButton() {
  const { t } = useTranslation();
  const queue = useDownloadsQueue();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const headingId = useId();
  const label =
    queue.pending > BADGE_MAX
      ? t('downloads.openPendingOver', { shown: `${BADGE_MAX}+` })
      : queue.pending
        ? t('downloads.openPending', { count: queue.pending })
        : t('downloads.open');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? panelId : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          queue.refresh();
        }}
      >
        {/* No badge at 0: its hidden "0" would still be text the button shows but does not say. */}
        {queue.pending > 0 ? (
          <Badge badgeContent={queue.pending} max={BADGE_MAX} color="secondary">
            <Download />
          </Badge>
        ) : (
          <Download />
        )}
      </IconButton>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: { xs: 'calc(100vw - 16px)', sm: 420 }, maxHeight: '70vh' },
          },
        }}
      >
        <DownloadsQueue queue={queue} headingId={headingId} />
      </Popover>
    </>
  );
}
