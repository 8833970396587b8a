import MyLocation from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { distanceMeters, type GeoPoint } from '../../../runtime/tasks/distanceMeters';
import type { DevicePosition } from '../../forms/fill/currentPosition';

/**
 * Where the user is for a task filled in location: the captured position and its distance to the
 * task's address against the allowed proximity (the server decides on save with the same haversine
 * distance), the geolocation failure in the spec's words, the server's refusal, and "Capturar
 * novamente".
 */
export function PositionCard(props: {
  position: DevicePosition | null;
  problem: string | null;
  busy: boolean;
  target: GeoPoint | null;
  proximityMeters: number | null;
  refusal: string | null;
  onLocate(): void;
}) {
  const { t } = useTranslation();
  const { position, target, proximityMeters } = props;
  const distance = position && target ? Math.round(distanceMeters(position, target)) : null;
  const outside = distance !== null && proximityMeters !== null && distance > proximityMeters;
  return (
    <Card component="section" aria-label={t('taskFill.location')} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t('taskFill.location')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          {position ? (
            <Typography>
              {t('forms.fill.gps.position', {
                lat: position.lat.toFixed(6),
                lng: position.lng.toFixed(6),
                accuracy: Math.round(position.accuracy),
              })}
            </Typography>
          ) : (
            !props.problem && <Typography color="text.secondary">{t('forms.fill.gps.locating')}</Typography>
          )}
          {distance !== null && (
            <Typography color={outside ? 'warning.main' : 'success.main'}>
              {proximityMeters !== null
                ? t('taskFill.distanceWithin', { distance, limit: proximityMeters })
                : t('taskFill.distance', { distance })}
            </Typography>
          )}
        </Box>
        <Button variant="outlined" startIcon={<MyLocation />} onClick={props.onLocate} disabled={props.busy}>
          {t(position ? 'forms.fill.gps.again' : 'forms.fill.gps.capture')}
        </Button>
        {props.busy && <CircularProgress size={20} aria-label={t('forms.fill.gps.locating')} />}
      </Box>
      {props.problem && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {props.problem}
        </Alert>
      )}
      {props.refusal && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {props.refusal}
        </Alert>
      )}
    </Card>
  );
}
