import MyLocation from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { FieldFrame } from '../../forms/fill/FieldFrame';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';
import type { LocationValue } from '../shared/LocationValue';
import { currentPosition } from '../../forms/fill/currentPosition';

/**
 * A GPS location from the browser's geolocation: a button asks for the position (coordinates and
 * accuracy), failures show the spec's messages; a required accuracy refuses a coarser fix.
 */
export function LocationGpsFill(props: FillRendererProps<LocationValue>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const wanted = props.field.settings?.requiredAccuracyMeters as number | undefined;
  const locate = () => {
    setProblem(null);
    setBusy(true);
    currentPosition().then(
      ({ lat, lng, accuracy }) => {
        setBusy(false);
        if (wanted !== undefined && accuracy > wanted)
          return setProblem(t('forms.fill.gps.inaccurate', { accuracy: Math.round(accuracy), wanted }));
        props.onChange({ lat, lng, accuracy: Math.round(accuracy) });
      },
      (key: string) => {
        setBusy(false);
        setProblem(t(key));
      },
    );
  };
  const value = props.value;
  return (
    <FieldFrame field={props.field} inputId={props.inputId} error={props.error} dense={props.dense}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {value?.lat !== undefined && value.lng !== undefined ? (
          <Typography>
            {t('forms.fill.gps.position', {
              lat: value.lat.toFixed(6),
              lng: value.lng.toFixed(6),
              accuracy: value.accuracy ?? '?',
            })}
          </Typography>
        ) : (
          props.readOnly && <Typography color="text.secondary">—</Typography>
        )}
        {!props.readOnly && (
          <Button variant="outlined" startIcon={<MyLocation />} onClick={locate} disabled={busy}>
            {t(value ? 'forms.fill.gps.again' : 'forms.fill.gps.capture')}
          </Button>
        )}
        {busy && <CircularProgress size={20} aria-label={t('forms.fill.gps.locating')} />}
      </Box>
      {problem && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </FieldFrame>
  );
}
