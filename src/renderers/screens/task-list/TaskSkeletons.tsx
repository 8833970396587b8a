import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TaskListColumn } from '../../../runtime/tasks/taskListColumns';

/**
 * How many placeholder rows hold the list's place while a page loads: enough to reach past the fold on a
 * laptop and a phone, so the rows arriving move nothing that was in view (CLS under 0.1).
 */
export const SKELETON_ROWS = 10;

/** Placeholder table rows of a real row's height (the same checkbox cell, a text line per column). */
export function TaskRowSkeletons(props: { columns: TaskListColumn[]; selectable: boolean }) {
  return (
    <>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
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
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
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
