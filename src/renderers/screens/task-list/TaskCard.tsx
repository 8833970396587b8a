import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { TaskListItem } from '../../../runtime/protocol/answers/TaskListItem';
import type { TaskListColumn } from '../../../runtime/tasks/taskListColumns';
import { selectableItem } from './selectableItem';
import { TaskCell, TaskTitle } from './TaskCell';

const DONE = ['finished', 'cancelled', 'deleted'];

/** A card leaves out the lines with nothing to say (no client, no unit, no deadline left). */
const emptyLine = (column: TaskListColumn, item: TaskListItem) =>
  (column === 'client' && !item.clientName) ||
  (column === 'unit' && !item.unitName) ||
  (column === 'form' && !item.formName) ||
  (column === 'deadline' && (!item.deadlineBucket || DONE.includes(item.state)));

/**
 * One task on the phone list: its title link and state, the chosen columns as labelled lines, its
 * selection box. Memoised: the list draws its cards a few at a time (useStagedCount), and each step
 * must cost the new cards only, not the cards already drawn (issue 13's blocking time).
 */
export const TaskCard = memo(function TaskCard(props: {
  item: TaskListItem;
  /** The lines under the title, in the user's order. */
  lines: TaskListColumn[];
  showState: boolean;
  selectable: boolean;
  selected: boolean;
  onToggle(id: number): void;
  onOpen(id: number): void;
}) {
  const { t } = useTranslation();
  const { item, selected } = props;
  return (
    <Card
      variant="outlined"
      onClick={() => props.onOpen(item.id)}
      sx={{
        p: 1.5,
        mb: 1,
        cursor: 'pointer',
        display: 'flex',
        gap: 1,
        bgcolor: selected ? 'action.selected' : undefined,
      }}
    >
      {props.selectable && (
        <Box onClick={(e) => e.stopPropagation()}>
          <Checkbox
            size="small"
            sx={{ p: 0.5 }}
            checked={selected}
            disabled={!selectableItem(item)}
            onChange={() => props.onToggle(item.id)}
            slotProps={{ input: { 'aria-label': t('taskList.select', { title: item.title }) } }}
          />
        </Box>
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
          <TaskTitle item={item} t={t} />
          {props.showState && <TaskCell column="state" item={item} t={t} />}
        </Box>
        {props.lines
          .filter((column) => !emptyLine(column, item))
          .map((column) => (
            <Typography key={column} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 500 }}>
                {t(`taskList.columns.${column}`)}:
              </Box>{' '}
              <TaskCell column={column} item={item} t={t} />
            </Typography>
          ))}
      </Box>
    </Card>
  );
});
