import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskListColumn } from '../../../runtime/tasks/taskListColumns';
import type { TaskSortField } from '../../../runtime/tasks/TaskListQuery';
import { NativeSelect } from '../../components/NativeSelect';
import { useStagedCount } from '../../hooks/useStagedCount';
import { COLUMN_SORT } from './COLUMN_SORT';
import { groupLabel } from './groupLabel';
import { selectableItem } from './selectableItem';
import { TaskCell, TaskTitle } from './TaskCell';
import type { TaskRowsProps } from './TaskTable';
import { TaskCardSkeletons } from './TaskSkeletons';

/** The columns a card shows under its title, in the user's order. */
const CARD_LINES: TaskListColumn[] = ['responsible', 'form', 'client', 'unit', 'start', 'due', 'deadline'];

/** Cards drawn with the page's first render, more than a phone's screenful; the rest follow at once. */
const FIRST_CARDS = 8;

/** A card leaves out the lines with nothing to say (no client, no unit, no deadline left). */
const emptyLine = (column: TaskListColumn, item: TaskRowsProps['items'][number]) =>
  (column === 'client' && !item.clientName) ||
  (column === 'unit' && !item.unitName) ||
  (column === 'form' && !item.formName) ||
  (column === 'deadline' &&
    (!item.deadlineBucket || ['finished', 'cancelled', 'deleted'].includes(item.state)));

/**
 * The task list on a phone: a card per task (title link, state, the chosen columns as labelled lines),
 * group headings, a sort choice instead of column headers, and the same selection as the table.
 */
export function TaskCards(props: TaskRowsProps) {
  const { t } = useTranslation();
  const { items, query, selected } = props;
  const lines = props.columns.filter((c) => CARD_LINES.includes(c));
  const sortFields = [...new Set(props.columns.map((c) => COLUMN_SORT[c]))];
  const choosable = items.filter(selectableItem);
  const all = choosable.length > 0 && choosable.every((i) => selected.has(i.id));
  const drawn = useStagedCount(items.length, FIRST_CARDS);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1.5 }}>
        {props.selectable && (
          <Checkbox
            checked={all}
            disabled={!choosable.length}
            indeterminate={!all && choosable.some((i) => selected.has(i.id))}
            onChange={props.onToggleAll}
            slotProps={{ input: { 'aria-label': t('taskList.selectAll') } }}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0, '& .MuiFormControl-root': { width: '100%' } }}>
          <NativeSelect
            size="small"
            label={t('taskList.sortBy')}
            value={query.sort.field}
            onChange={(field) =>
              props.onSort({ field: field as TaskSortField, direction: query.sort.direction })
            }
            options={sortFields.map((f) => ({
              value: f,
              label: t(`taskList.columns.${props.columns.find((c) => COLUMN_SORT[c] === f)!}`),
            }))}
          />
        </Box>
        <IconButton
          aria-label={t(
            query.sort.direction === 'asc' ? 'taskList.sortAscending' : 'taskList.sortDescending',
          )}
          onClick={() =>
            props.onSort({
              field: query.sort.field,
              direction: query.sort.direction === 'asc' ? 'desc' : 'asc',
            })
          }
        >
          {query.sort.direction === 'asc' ? <ArrowUpward /> : <ArrowDownward />}
        </IconButton>
      </Box>
      {props.loading && !items.length && (
        <TaskCardSkeletons lines={lines.length} selectable={props.selectable} />
      )}
      <Box component="ul" aria-label={t('taskList.tableLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.slice(0, drawn).map((item, index) => {
          const opensGroup = query.group && (index === 0 || items[index - 1]!.group?.key !== item.group?.key);
          return (
            <Fragment key={item.id}>
              {opensGroup && (
                <Typography component="li" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
                  {t('taskList.groupHeading', {
                    label: groupLabel(query.group!, item, t),
                    count: item.group?.count ?? 0,
                  })}
                </Typography>
              )}
              <li>
                <Card
                  variant="outlined"
                  onClick={() => props.onOpen(item.id)}
                  sx={{
                    p: 1.5,
                    mb: 1,
                    cursor: 'pointer',
                    display: 'flex',
                    gap: 1,
                    bgcolor: selected.has(item.id) ? 'action.selected' : undefined,
                  }}
                >
                  {props.selectable && (
                    <Box onClick={(e) => e.stopPropagation()}>
                      <Checkbox
                        size="small"
                        sx={{ p: 0.5 }}
                        checked={selected.has(item.id)}
                        disabled={!selectableItem(item)}
                        onChange={() => props.onToggle(item.id)}
                        slotProps={{ input: { 'aria-label': t('taskList.select', { title: item.title }) } }}
                      />
                    </Box>
                  )}
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
                      <TaskTitle item={item} />
                      {props.columns.includes('state') && <TaskCell column="state" item={item} />}
                    </Box>
                    {lines
                      .filter((column) => !emptyLine(column, item))
                      .map((column) => (
                        <Typography
                          key={column}
                          variant="body2"
                          color="text.secondary"
                          sx={{ overflowWrap: 'anywhere' }}
                        >
                          <Box component="span" sx={{ fontWeight: 500 }}>
                            {t(`taskList.columns.${column}`)}:
                          </Box>{' '}
                          <TaskCell column={column} item={item} />
                        </Typography>
                      ))}
                  </Box>
                </Card>
              </li>
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}
