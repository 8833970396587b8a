import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { type TaskStateName } from '../../../runtime/tasks/TaskStateName';
import { TASK_STATES } from '../../../runtime/tasks/TASK_STATES';

/**
 * The summary of the list (RESUMO): a count per state under the current filters, each a toggle that
 * filters the list by that state.
 */
export function TaskSummary(props: {
  summary: Record<TaskStateName, number>;
  /** The states the list is filtered by. */
  chosen: TaskStateName[];
  onChoose(state: TaskStateName): void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('taskList.summary')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mb: 2 }}
    >
      {TASK_STATES.map((state) => {
        const pressed = props.chosen.length === 1 && props.chosen[0] === state;
        return (
          <li key={state}>
            <Chip
              clickable
              size="small"
              component="button"
              aria-pressed={pressed}
              color={pressed ? 'primary' : 'default'}
              variant={pressed ? 'filled' : 'outlined'}
              label={t('taskList.summaryChip', {
                state: t(`tasks.states.${state}`),
                count: props.summary[state],
              })}
              onClick={() => props.onChoose(state)}
            />
          </li>
        );
      })}
    </Box>
  );
}
