import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { PublicTask } from '../../../runtime/protocol/answers/PublicTask';
import { formatTaskDate } from '../../../runtime/tasks/formatTaskDate';
import { TaskStateChip } from './TaskStateChip';

/**
 * The tasks a public page shows (client portal, shared asset), newest first: title and state chip, the
 * start, due and finish dates, and the form and responsible when the server sent them (the portal's
 * "allow activity details"), and what `action` puts at the end of an item (the portal's PDF download).
 * One item per line that wraps at 360 px; `empty` when there is none.
 *
 * @example <PublicTaskList tasks={portal.activities} label="Atividades" empty="Nenhuma atividade" />
 */
export function PublicTaskList(props: {
  tasks: readonly PublicTask[];
  label: string;
  empty: string;
  action?: (task: PublicTask) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!props.tasks.length) return <Typography color="text.secondary">{props.empty}</Typography>;
  return (
    <Box component="ul" aria-label={props.label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {props.tasks.map((task) => {
        const facts = [
          [t('publicTasks.start'), formatTaskDate(task.startAt)],
          [t('publicTasks.due'), formatTaskDate(task.dueAt)],
          [t('publicTasks.finishedAt'), formatTaskDate(task.finishedAt)],
          [t('publicTasks.form'), task.formName ?? ''],
          [t('publicTasks.responsible'), task.responsibleName ?? ''],
        ].filter(([, value]) => value);
        return (
          <Box
            component="li"
            key={task.id}
            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {task.title}
              </Typography>
              <TaskStateChip state={task.state} doneLabel={task.doneLabel} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {facts.map(([label, value]) => `${label}: ${value}`).join(' · ')}
            </Typography>
            {props.action?.(task)}
          </Box>
        );
      })}
    </Box>
  );
}
