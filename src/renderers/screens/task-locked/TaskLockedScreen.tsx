import Lock from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import type { TaskAnswer } from '../../components/task-approval/TaskAnswer';
import { formatInstant } from '../../components/task-approval/formatInstant';
import { usePrerequisites } from '../../components/task-approval/usePrerequisites';
import { TaskStateChip } from '../../components/tasks/TaskStateChip';
import { useCommandData } from '../../hooks/useCommandData';
import type { ScreenProps } from '../ScreenProps';

/**
 * Why a task cannot be filled yet (/locked?task=<id>): it is hidden until its start (and when that is),
 * or it waits for prerequisite tasks, listed with their states and links. Once nothing blocks it any
 * more it says so and offers to fill it. Always a way back to the task list.
 */
export function TaskLockedScreen(props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('task'));
  const known = Number.isInteger(id) && id > 0;
  const task = useCommandData<TaskAnswer>('ConsultarAtividade', { ID: id }, !known);
  const info = task.data?.ATIVIDADE;
  const prerequisites = usePrerequisites(info?.prerequisites);
  const back = (
    <Button variant="outlined" component={RouterLink} to="/tasks">
      {t('taskFill.locked.backToList')}
    </Button>
  );
  if (!known || task.failed)
    return (
      <>
        <PageHeader title={t(props.route.title)} actions={back} />
        <Alert severity="info">{t('taskFill.locked.generic')}</Alert>
      </>
    );
  if (!info || prerequisites === undefined) return <FullPageSpinner />;
  const startsLater = info.hideBeforeStart && new Date(info.startAt).getTime() > Date.now();
  const pending = prerequisites.filter((p) => p.pending);
  return (
    <>
      <PageHeader
        title={t(props.route.title)}
        subtitle={info.title}
        actions={
          <>
            <Button variant="outlined" component={RouterLink} to={`/task/view/${info.id}`}>
              {t('taskFill.viewTask')}
            </Button>
            {back}
          </>
        }
      />
      <Card component="section" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Lock color="action" aria-hidden />
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            {startsLater || pending.length ? t('taskFill.locked.cannotFill') : t('taskFill.locked.unlocked')}
          </Typography>
        </Box>
        {startsLater && (
          <Typography>
            {t('taskFill.locked.startsOn', { date: formatInstant(info.startAt, i18n.language) })}
          </Typography>
        )}
        {pending.length > 0 && (
          <Box>
            <Typography>{t('errors.TASK_PREREQUISITES_PENDING')}:</Typography>
            <List aria-label={t('tasks.fields.prerequisites')}>
              {prerequisites.map((p) => (
                <ListItem
                  key={p.id}
                  divider
                  sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between', px: 0 }}
                >
                  <Link component={RouterLink} to={`/task/view/${p.id}`} sx={{ overflowWrap: 'anywhere' }}>
                    {p.title}
                  </Link>
                  <TaskStateChip state={p.state} doneLabel={p.doneLabel} />
                </ListItem>
              ))}
            </List>
          </Box>
        )}
        {!startsLater && !pending.length && (
          <Box>
            <Button variant="contained" component={RouterLink} to={`/task_in_progress/${info.id}`}>
              {t('taskView.fill')}
            </Button>
          </Box>
        )}
      </Card>
    </>
  );
}
