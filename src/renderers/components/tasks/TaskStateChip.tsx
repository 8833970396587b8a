import Chip from '@mui/material/Chip';
import { useTranslation } from '../../hooks/useTranslation';
import type { TaskDoneLabel, TaskStateName } from '../../../runtime/tasks/TaskStateName';

type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

const COLORS: Record<TaskStateName | 'recurrent', ChipColor> = {
  recurrent: 'secondary',
  planned: 'default',
  inProgress: 'info',
  late: 'warning',
  expired: 'error',
  finished: 'success',
  cancelled: 'default',
  deleted: 'default',
};

/**
 * A task's displayed state as a small chip ("Atrasada", "Finalizada"...), with its done label when
 * finished ("Finalizada · Entregue no prazo"). Every task screen shows states through it.
 */
export function TaskStateChip(props: {
  state: TaskStateName | 'recurrent';
  doneLabel?: TaskDoneLabel | null;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const label = t(`tasks.states.${props.state}`);
  return (
    <Chip
      size={props.size ?? 'small'}
      color={COLORS[props.state]}
      variant={props.state === 'planned' ? 'outlined' : 'filled'}
      label={props.doneLabel ? `${label} · ${t(`tasks.doneLabels.${props.doneLabel}`)}` : label}
    />
  );
}
