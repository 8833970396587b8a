import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { TOUR_STEPS } from '../../../runtime/tour/TourSettings';
import { useRuntime } from '../../hooks/useRuntime';

/**
 * The guided tour popup (desktop only; the runtime decides when it opens): one card per step with next,
 * back and skip; the last step finishes it. Non-modal, so the page stays usable behind it.
 */
export function GuidedTour() {
  const { t } = useTranslation();
  const { tour } = useRuntime();
  const { open, index, step, next, back, skip, finish } = useStore(tour);
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows the steps only when the user is not busy elsewhere: a popup must not steal typing.
  useEffect(() => {
    const active = document.activeElement;
    const idle =
      !active || active === document.body || Boolean(active.closest('[data-testid="guided-tour"]'));
    if (open && idle) heading.current?.focus();
  }, [open, index]);
  if (!open) return null;
  const last = index === TOUR_STEPS.length - 1;
  return (
    <Paper
      role="dialog"
      aria-modal="false"
      aria-labelledby="tour-title"
      aria-describedby="tour-text"
      data-testid="guided-tour"
      elevation={8}
      sx={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        width: 380,
        maxWidth: 'calc(100vw - 48px)',
        p: 3,
        zIndex: 1300,
        borderRadius: 3,
      }}
    >
      <Typography variant="overline" color="primary">
        {t('tour.progress', { step: index + 1, total: TOUR_STEPS.length })}
      </Typography>
      <Typography
        id="tour-title"
        variant="h2"
        component="h2"
        tabIndex={-1}
        ref={heading}
        sx={{ outline: 'none' }}
      >
        {t(`tour.steps.${step}.title`)}
      </Typography>
      <Typography id="tour-text" color="text.secondary" sx={{ mt: 1 }}>
        {t(`tour.steps.${step}.text`)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((index + 1) / TOUR_STEPS.length) * 100}
        sx={{ my: 2, borderRadius: 2 }}
        aria-hidden
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button onClick={skip}>{t('tour.skip')}</Button>
        <Box sx={{ flexGrow: 1 }} />
        {index > 0 && (
          <Button variant="outlined" onClick={back}>
            {t('tour.back')}
          </Button>
        )}
        <Button variant="contained" onClick={last ? finish : next}>
          {t(last ? 'tour.finish' : 'tour.next')}
        </Button>
      </Box>
    </Paper>
  );
}
