import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TaskListColumn } from '../../../runtime/tasks/taskListColumns';

/**
 * How many placeholder rows hold the list's place while a page loads: enough to reach past the fold of
 * the window (a row is at least 40 px tall), so the rows arriving move nothing that was in view and
 * nothing below the list is seen moving out of it (CLS under 0.1). Ten at least.
 *
 * @example skeletonRows() // 24 in a 940 px tall window
 */
export function skeletonRows(): number {
  const height = typeof window === 'undefined' ? 0 : window.innerHeight;
  return Math.max(10, Math.ceil(height / 40));
}

/** Placeholder table rows of a real row's height (the same checkbox cell, a text line per column). */
export function TaskRowSkeletons(props: { columns: TaskListColumn[]; selectable: boolean }) {
  return (
    <>
      {Array.from({ length: skeletonRows() }, (_, i) => (
        <TableRow key={i} data-testid="task-skeleton" aria-hidden>
          {props.selectable && (
            <TableCell padding="checkbox">
              <Checkbox disabled tabIndex={-1} sx={{ visibility: 'hidden' }} />
            </TableCell>
          )}
          {props.columns.map((column) => (
            <TableCell key={column}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/** Placeholder cards shaped as the real ones: a title line with the state chip, then one line per column. */
export function TaskCardSkeletons(props: { lines: number; selectable: boolean }) {
  return (
    <Box component="ul" aria-hidden sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {Array.from({ length: skeletonRows() }, (_, i) => (
        <li key={i} data-testid="task-skeleton">
          <Card variant="outlined" sx={{ p: 1.5, mb: 1, display: 'flex', gap: 1 }}>
            {props.selectable && (
              <Checkbox size="small" disabled tabIndex={-1} sx={{ p: 0.5, visibility: 'hidden' }} />
            )}
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Skeleton variant="text" width="70%" sx={{ height: 24, mb: 0.5 }} />
              {Array.from({ length: props.lines }, (_, line) => (
                <Skeleton key={line} variant="text" width="55%" sx={{ fontSize: '0.875rem' }} />
              ))}
            </Box>
          </Card>
        </li>
      ))}
    </Box>
  );
}
