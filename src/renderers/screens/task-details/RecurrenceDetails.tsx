import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { describeRecurrence } from '../../../runtime/tasks/describeRecurrence';
import { formatTaskDate } from '../../../runtime/tasks/formatTaskDate';
import { RecurrencePreview } from '../../components/tasks/RecurrencePreview';
import { TaskSection } from '../../components/tasks/TaskSection';
import type { StoredTemplate } from './TaskDetailsData';

const STATUS_KEYS: Record<string, string> = {
  planned: 'tasks.states.planned',
  in_progress: 'tasks.states.inProgress',
  finished: 'tasks.states.finished',
  cancelled: 'tasks.states.cancelled',
  deleted: 'tasks.states.deleted',
};

/**
 * A recurrent template's rule in words, the next occurrences it will create (while active) and the
 * occurrences already created, each a link to its task (/task/view/{id}), newest first.
 */
export function RecurrenceDetails(props: { template: StoredTemplate; today: string }) {
  const { t } = useTranslation();
  const { RECORRENTE: template, OCORRENCIAS: occurrences } = props.template;
  const lines = describeRecurrence(template.RECORRENCIA, t, template.ATIVIDADE.dueHour ?? '23:59');
  const generating = template.active && template.generatedUntil === null;
  return (
    <>
      <TaskSection title={t('taskForm.sections.recurrence')}>
        <Box>
          {lines.map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
        </Box>
        {template.active && <RecurrencePreview rule={template.RECORRENCIA} today={props.today} />}
      </TaskSection>
      <TaskSection title={t('taskDetails.occurrences')}>
        {occurrences.length === 0 ? (
          <Typography color="text.secondary" role="status">
            {t(generating ? 'taskDetails.generating' : 'taskDetails.occurrencesEmpty')}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('taskDetails.occurrences')}
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
            }}
          >
            {occurrences.map((o) => (
              <li key={o.id}>
                <Link component={RouterLink} to={`/task/view/${o.id}`}>
                  {formatTaskDate(o.date, false)}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {t(STATUS_KEYS[o.status] ?? o.status)}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </TaskSection>
    </>
  );
}
