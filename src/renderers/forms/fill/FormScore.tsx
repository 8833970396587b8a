import Chip from '@mui/material/Chip';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { FillStore } from './createFillStore';

/** The live score of the form (the engine's sum over visible fields), re-rendered on each change. */
export function FormScore(props: { store: FillStore }) {
  const { t } = useTranslation();
  const { store } = props;
  const score = useSyncExternalStore(store.subscribeAll, () => store.engine.score());
  if (score === null) return null;
  return (
    <Chip
      role="status"
      color="primary"
      variant="outlined"
      label={t('forms.fill.score', { score: Math.round(score * 100) / 100 })}
      sx={{ fontWeight: 600 }}
    />
  );
}
