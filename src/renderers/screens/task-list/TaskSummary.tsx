import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '../../hooks/useTranslation';
import { type TaskStateName } from '../../../runtime/tasks/TaskStateName';
import { TASK_STATES } from '../../../runtime/tasks/TASK_STATES';

/**
 * The summary of the list (RESUMO): a count per state under the current filters, each a toggle that
 * filters the list by that state. While the counts load, each chip is already there at its size.
 */
export function TaskSummary(props: {
  /** Undefined while loading: each chip keeps its place with a placeholder for its count. */
  summary: Record<TaskStateName, number> | undefined;
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
              label={
                props.summary ? (
                  t('taskList.summaryChip', {
                    state: t(`tasks.states.${state}`),
                    count: props.summary[state],
                  })
                ) : (
                  <>
                    {t('taskList.summaryChip', { state: t(`tasks.states.${state}`), count: '' })}
                    <Skeleton
                      variant="text"
                      width="2ch"
                      sx={{ display: 'inline-block', verticalAlign: 'middle' }}
                    />
                  </>
                )
              }
              onClick={() => props.onChoose(state)}
            />
          </li>
        );
      })}
    </Box>
  );
}
