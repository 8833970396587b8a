import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import type { TeamMapDay } from '../../../runtime/controllers/teamMap/createTeamMapController';
import type { MapEmployee } from '../../../runtime/protocol/answers/MapEmployee';
import { formatInstant } from '../../components/task-approval/formatInstant';
import { employeeLabel } from './employeeLabel';
import { isLocated } from './teamMapPoints';

/**
 * The selected employee's day: which day (today unless chosen), how many positions the trace has, and
 * the documents sent that day, each linking to the document (those sent with no position say they are
 * not on the map).
 */
export function DayPanel(props: {
  employee: MapEmployee;
  day: TeamMapDay;
  onDate: (date: string) => void;
  onClose: () => void;
  documentPath?: (id: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const { day, employee } = props;
  const { name } = employeeLabel(employee);
  return (
    <Card component="section" aria-labelledby="team-map-day" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography id="team-map-day" variant="h2" sx={{ fontSize: 18 }}>
          {t('teamMap.traceOf', { name })}
        </Typography>
        <IconButton size="small" aria-label={t('teamMap.close')} onClick={props.onClose}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <TextField
        type="date"
        label={t('teamMap.day')}
        value={day.date}
        onChange={(e) => e.target.value && props.onDate(e.target.value)}
        size="small"
        margin="dense"
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {day.status === 'loading' && <CircularProgress size={24} aria-label={t('teamMap.loading')} />}
      {day.status === 'failed' && <Alert severity="error">{t('teamMap.traceFailed')}</Alert>}
      {day.status === 'ready' && (
        <>
          <Typography sx={{ mt: 1 }}>
            {!employee.TRACCAR_DEVICE_ID
              ? t('teamMap.noDevice')
              : t('teamMap.positions', { count: day.trace.length })}
          </Typography>
          <Typography variant="h3" sx={{ fontSize: 16, mt: 2 }}>
            {t('teamMap.documents', { count: day.documents.length })}
          </Typography>
          {day.documents.length > 0 && (
            <Box component="ul" sx={{ pl: 2, my: 1 }}>
              {day.documents.map((doc) => (
                <li key={doc.documentId}>
                  {props.documentPath ? (
                    <Link component={RouterLink} to={props.documentPath(doc.documentId)}>
                      {doc.documentName}
                    </Link>
                  ) : (
                    doc.documentName
                  )}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {formatInstant(doc.fillTime, i18n.language)}
                    {!isLocated(doc) && ` · ${t('teamMap.noLocation')}`}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </>
      )}
    </Card>
  );
}
