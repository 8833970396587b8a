import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { TaskListColumn } from '../../../runtime/tasks/taskListColumns';
import type { TaskListQuery, TaskSortField } from '../../../runtime/tasks/TaskListQuery';
import type { TaskListItem } from '../../../runtime/protocol/answers/TaskListItem';
import { NativeSelect } from '../../components/NativeSelect';
import { useStagedCount } from '../../hooks/useStagedCount';
import { COLUMN_SORT } from './COLUMN_SORT';
import { groupLabel } from './groupLabel';
import { selectableItem } from './selectableItem';
import { TaskCard } from './TaskCard';
import type { TaskRowsProps } from './TaskTable';
import { TaskCardSkeletons } from './TaskSkeletons';

/** The columns a card shows under its title, in the user's order. */
const CARD_LINES: TaskListColumn[] = ['responsible', 'form', 'client', 'unit', 'start', 'due', 'deadline'];

/**
 * Cards drawn with the page's first render: a phone's screen shows the first one under the tabs, filters
 * and summary; each card more in that render lengthened the screen's one long commit (issue 13).
 */
const FIRST_CARDS = 3;
/**
 * The other cards follow this many per task: a phone (Lighthouse's 4× slower CPU) draws a card in some
 * 15 ms, so a step stays under the 50 ms a task may take before it blocks input (issue 13).
 */
const NEXT_CARDS = 2;

/**
 * The cards themselves, drawn a few per task (useStagedCount) apart from the list's header, so a step
 * redraws neither the header nor the cards already drawn (TaskCard is memoised).
 */
function CardList(props: {
  items: TaskListItem[];
  group: TaskListQuery['group'];
  lines: TaskListColumn[];
  showState: boolean;
  selectable: boolean;
  selected: ReadonlySet<number>;
  onToggle(id: number): void;
  onOpen(id: number): void;
}) {
  const { t } = useTranslation();
  const { items, group, selected } = props;
  const drawn = useStagedCount(items.length, FIRST_CARDS, NEXT_CARDS);
  return (
    <Box component="ul" aria-label={t('taskList.tableLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.slice(0, drawn).map((item, index) => {
        const opensGroup = group && (index === 0 || items[index - 1]!.group?.key !== item.group?.key);
        return (
          <Fragment key={item.id}>
            {opensGroup && (
              <Typography component="li" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
                {t('taskList.groupHeading', {
                  label: groupLabel(group, item, t),
                  count: item.group?.count ?? 0,
                })}
              </Typography>
            )}
            <li>
              <TaskCard
                item={item}
                lines={props.lines}
                showState={props.showState}
                selectable={props.selectable}
                selected={selected.has(item.id)}
                onToggle={props.onToggle}
                onOpen={props.onOpen}
              />
            </li>
          </Fragment>
        );
      })}
    </Box>
  );
}

/**
 * The task list on a phone: a card per task (title link, state, the chosen columns as labelled lines),
 * group headings, a sort choice instead of column headers, and the same selection as the table.
 */
export function TaskCards(props: TaskRowsProps) {
  const { t } = useTranslation();
  const { items, query, selected } = props;
  // One array for every card across renders, so the memoised cards redraw only when the columns change.
  const lines = useMemo(() => props.columns.filter((c) => CARD_LINES.includes(c)), [props.columns]);
  const sortFields = [...new Set(props.columns.map((c) => COLUMN_SORT[c]))];
  const choosable = items.filter(selectableItem);
  const all = choosable.length > 0 && choosable.every((i) => selected.has(i.id));
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
      <CardList
        items={items}
        group={query.group}
        lines={lines}
        showState={props.columns.includes('state')}
        selectable={props.selectable}
        selected={selected}
        onToggle={props.onToggle}
        onOpen={props.onOpen}
      />
    </Box>
  );
}
