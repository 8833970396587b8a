import Download from '@mui/icons-material/Download';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
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
        {/*
          One tree whatever the count: the icon swapped for a badge-wrapped one when the queue answered
          replaced the element under a pointer pressed at that moment, and the browser sends no click when
          the pressed element is gone (a click right after the page appeared was lost). No count at 0 (not
          a hidden "0" the button would show but not say): the badge is empty and invisible.
        */}
        <Badge badgeContent={queue.pending || undefined} max={BADGE_MAX} color="secondary">
          <Download />
        </Badge>
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
