import PriorityHigh from '@mui/icons-material/PriorityHigh';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { formatTaskDate } from '../../../runtime/tasks/formatTaskDate';
import type { TaskListColumn } from '../../../runtime/tasks/taskListColumns';
import { TaskStateChip } from '../../components/tasks';
import type { TaskListItem } from '../../../runtime/protocol/answers/TaskListItem';

/**
 * The title as a link to the task's page (the keyboard's way in), marked when urgent. The list's `t` comes
 * in as a prop: a `useTranslation` per cell (its state and language subscription) was a tenth of the
 * phone list's render (issue 13's blocking time).
 */
export function TaskTitle(props: { item: TaskListItem; t: TFunction }) {
  const { item, t } = props;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      {item.urgent && <PriorityHigh color="error" fontSize="small" titleAccess={t('taskList.urgent')} />}
      <Link
        component={RouterLink}
        to={`/task/view/${item.id}`}
        underline="hover"
        color="inherit"
        onClick={(e) => e.stopPropagation()}
        sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
      >
        {item.title}
      </Link>
    </Box>
  );
}

const DONE = new Set(['finished', 'cancelled', 'deleted']);

/** One cell of a task row, translated with the list's `t` (see TaskTitle). */
export function TaskCell(props: { column: TaskListColumn; item: TaskListItem; t: TFunction }) {
  const { item, t } = props;
  switch (props.column) {
    case 'title':
      return <TaskTitle item={item} t={t} />;
    case 'state':
      return <TaskStateChip state={item.state} doneLabel={item.doneLabel} />;
    case 'responsible':
      return <>{item.responsible.name ?? item.responsible.code ?? ''}</>;
    case 'form':
      return <>{item.formName ?? ''}</>;
    case 'client':
      return <>{item.clientName ?? ''}</>;
    case 'unit':
      return <>{item.unitName ?? ''}</>;
    case 'start':
      return <>{formatTaskDate(item.startAt)}</>;
    case 'due':
      return <>{item.dueAt ? formatTaskDate(item.dueAt) : t('taskList.noDueDate')}</>;
    case 'deadline':
      // Time left means nothing once the task is done.
      return (
        <>{item.deadlineBucket && !DONE.has(item.state) ? t(`tasks.buckets.${item.deadlineBucket}`) : ''}</>
      );
  }
}
