import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useStore } from 'zustand';
import { TOUR_STEPS } from '../../../runtime/tour/TourSettings';
import { useRuntime } from '../../hooks/useRuntime';
import { useTourTarget } from './useTourTarget';

/** Room left around the highlighted element. */
const HALO = 6;

/**
 * The guided tour popup (desktop only; the runtime decides when it opens): one card per step with next,
 * back and skip; the last step finishes it. A step about an element of the page (TOUR_TARGETS) scrolls it
 * into view, dims the rest around a ring on it and opens its card next to it; the others show the card in
 * the corner. Non-modal, so the page stays usable behind it; Escape skips, the arrow keys step.
 */
export function GuidedTour() {
  const { t } = useTranslation();
  const { tour } = useRuntime();
  const { open, index, step, next, back, skip, finish } = useStore(tour);
  const heading = useRef<HTMLHeadingElement>(null);
  const target = useTourTarget(open ? step : null);
  const anchor = target?.element;
  // Focus follows the steps only when the user is not busy elsewhere: a popup must not steal typing.
  useEffect(() => {
    const active = document.activeElement;
    const idle =
      !active || active === document.body || Boolean(active.closest('[data-testid="guided-tour"]'));
    if (open && idle) heading.current?.focus();
    // The card moves next to its element once found (a new node): focus follows it there.
  }, [open, index, anchor]);
  if (!open) return null;
  const last = index === TOUR_STEPS.length - 1;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') skip();
    else if (e.key === 'ArrowRight' && !last) next();
    else if (e.key === 'ArrowLeft' && index > 0) back();
    else return;
    e.preventDefault();
  };
  const card = (
    <Paper
      onKeyDown={onKeyDown}
      role="dialog"
      aria-modal="false"
      aria-labelledby="tour-title"
      aria-describedby="tour-text"
      data-testid="guided-tour"
      elevation={8}
      sx={{
        ...(target ? { m: 1.5 } : { position: 'fixed', right: 24, bottom: 24 }),
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
  if (!target) return card;
  const { rect } = target;
  return (
    <>
      <Box
        data-testid="tour-spotlight"
        aria-hidden
        sx={{
          position: 'fixed',
          top: rect.top - HALO,
          left: rect.left - HALO,
          width: rect.width + 2 * HALO,
          height: rect.height + 2 * HALO,
          borderRadius: 2,
          outline: '3px solid',
          outlineColor: 'warning.light',
          boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.45)',
          pointerEvents: 'none',
          zIndex: 1299,
          transition: 'all 200ms ease',
        }}
      />
      {/* In place (no portal), so the heading is there for the focus effect of this same render. */}
      <Popper
        open
        anchorEl={target.element}
        placement="bottom-start"
        disablePortal
        popperOptions={{ strategy: 'fixed' }}
        sx={{ zIndex: 1300 }}
      >
        {card}
      </Popper>
    </>
  );
}
