import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import { Fragment } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { TaskListColumn } from '../../../runtime/tasks/taskListColumns';
import type { TaskListQuery } from '../../../runtime/tasks/TaskListQuery';
import { COLUMN_SORT } from './COLUMN_SORT';
import { groupLabel } from './groupLabel';
import { TaskCell } from './TaskCell';
import type { TaskListItem } from '../../../runtime/protocol/answers/TaskListItem';
import { selectableItem } from './selectableItem';
import { TaskRowSkeletons } from './TaskSkeletons';

export interface TaskRowsProps {
  items: TaskListItem[];
  columns: TaskListColumn[];
  query: TaskListQuery;
  onSort(sort: TaskListQuery['sort']): void;
  /** Selection checkboxes, for users who may edit. */
  selectable: boolean;
  selected: ReadonlySet<number>;
  onToggle(id: number): void;
  onToggleAll(): void;
  onOpen(id: number): void;
  /** The page is on its way: placeholder rows keep the list's height. */
  loading?: boolean;
}

/** Chips stay on one line; names get room enough not to break word by word; a date may put its hour under it. */
const CELL_STYLE: Record<TaskListColumn, SxProps<Theme>> = {
  title: { minWidth: 180 },
  state: { whiteSpace: 'nowrap' },
  responsible: { minWidth: 110 },
  form: { minWidth: 130 },
  client: { minWidth: 110 },
  unit: { minWidth: 110 },
  start: { minWidth: 90 },
  due: { minWidth: 90 },
  deadline: { minWidth: 90 },
};

/**
 * The wide task table: sortable column headers (the server sorts), a row per task (a click opens it),
 * and, when grouped, a heading row where each group begins with the group's whole count.
 */
export function TaskTable(props: TaskRowsProps) {
  const { t } = useTranslation();
  const { items, columns, query, selected } = props;
  const choosable = items.filter(selectableItem);
  const all = choosable.length > 0 && choosable.every((i) => selected.has(i.id));
  const some = choosable.some((i) => selected.has(i.id));
  const span = columns.length + (props.selectable ? 1 : 0);
  const sortBy = (column: TaskListColumn) => {
    const field = COLUMN_SORT[column];
    const active = query.sort.field === field;
    props.onSort({ field, direction: active && query.sort.direction === 'asc' ? 'desc' : 'asc' });
  };
  return (
    <Table size="small" aria-label={t('taskList.tableLabel')} stickyHeader>
      <TableHead>
        <TableRow>
          {props.selectable && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                disabled={!choosable.length}
                indeterminate={some && !all}
                onChange={props.onToggleAll}
                slotProps={{ input: { 'aria-label': t('taskList.selectAll') } }}
              />
            </TableCell>
          )}
          {columns.map((column) => {
            const field = COLUMN_SORT[column];
            const active = query.sort.field === field && (column !== 'deadline' || !columns.includes('due'));
            return (
              <TableCell
                key={column}
                sortDirection={active ? query.sort.direction : false}
                sx={{ whiteSpace: 'nowrap' }}
              >
                <TableSortLabel
                  active={active}
                  direction={active ? query.sort.direction : 'asc'}
                  onClick={() => sortBy(column)}
                >
                  {t(`taskList.columns.${column}`)}
                </TableSortLabel>
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.loading && !items.length && (
          <TaskRowSkeletons columns={columns} selectable={props.selectable} />
        )}
        {items.map((item, index) => {
          const opensGroup = query.group && (index === 0 || items[index - 1]!.group?.key !== item.group?.key);
          return (
            <Fragment key={item.id}>
              {opensGroup && (
                <TableRow>
                  <TableCell
                    component="th"
                    scope="rowgroup"
                    colSpan={span}
                    sx={{ bgcolor: 'action.hover', fontWeight: 600 }}
                  >
                    {t('taskList.groupHeading', {
                      label: groupLabel(query.group!, item, t),
                      count: item.group?.count ?? 0,
                    })}
                  </TableCell>
                </TableRow>
              )}
              <TableRow
                hover
                selected={selected.has(item.id)}
                onClick={() => props.onOpen(item.id)}
                sx={{ cursor: 'pointer' }}
              >
                {props.selectable && (
                  <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                    <Checkbox
                      checked={selected.has(item.id)}
                      disabled={!selectableItem(item)}
                      onChange={() => props.onToggle(item.id)}
                      slotProps={{ input: { 'aria-label': t('taskList.select', { title: item.title }) } }}
                    />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column} sx={CELL_STYLE[column]}>
                    <TaskCell column={column} item={item} t={t} />
                  </TableCell>
                ))}
              </TableRow>
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
