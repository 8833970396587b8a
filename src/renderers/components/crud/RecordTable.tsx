import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FullPageSpinner } from '../FullPageSpinner';
import { RowActionsMenu } from '../tables/RowActionsMenu';
import { usePhoneWidth } from '../tables/usePhoneWidth';
import type { RecordAction } from './RecordAction';
import type { RecordColumn } from './RecordColumn';

const STICKY_END = { position: 'sticky', right: 0, bgcolor: 'background.paper', px: 1 } as const;

/**
 * The list every hand-written record screen showed (invites, shared users, templates, categories): a
 * spinner until the rows arrive, a message when there are none, else a table that scrolls sideways on a
 * phone with the row's buttons at the right (on a phone, one "Ações" menu per row, kept in view at the
 * right edge while the table scrolls). Screens keep their own columns and commands.
 *
 * @example
 * <RecordTable label={t('x.list')} rows={data?.ROWS} empty={t('x.none')} actionsHeader={t('x.actions')}
 *   columns={[{ header: t('x.name'), cell: (r) => r.name }]} actions={(r) => [{ label: t('x.delete'), danger: true, onClick: () => remove(r.id) }]} />
 */
export function RecordTable<R extends { id: number }>(props: {
  label: string;
  rows: R[] | undefined;
  columns: Array<RecordColumn<R>>;
  empty?: string;
  /** Padding around the empty message: the panels that wrap the table in their own padding want none. */
  emptyPadding?: number;
  size?: 'small';
  actionsHeader?: string;
  actions?: (row: R) => RecordAction[];
  /** Names the row in its actions menu's spoken name ("Ações de Ana"). */
  rowName?: (row: R) => string;
}) {
  const { rows, columns, actions } = props;
  const phone = usePhoneWidth();
  if (!rows) return <FullPageSpinner />;
  if (!rows.length && props.empty !== undefined)
    return (
      <Typography color="text.secondary" sx={{ p: props.emptyPadding ?? 3 }}>
        {props.empty}
      </Typography>
    );
  const hidden = (column: RecordColumn<R>) =>
    column.hideBelow ? { display: { xs: 'none', [column.hideBelow]: 'table-cell' } } : undefined;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table aria-label={props.label} size={props.size}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} sx={hidden(column)}>
                {column.header}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="right" sx={phone ? STICKY_END : undefined}>
                {props.actionsHeader}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  align={column.align}
                  sx={column.sx ? { ...hidden(column), ...column.sx } : hidden(column)}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={phone ? STICKY_END : undefined}>
                  {phone ? (
                    <RowActionsMenu actions={actions(row)} name={props.rowName?.(row)} />
                  ) : (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
                      {actions(row).map((action) => (
                        <Button
                          key={action.label}
                          size="small"
                          color={action.danger ? 'error' : undefined}
                          disabled={action.disabled}
                          aria-label={action.ariaLabel}
                          onClick={action.onClick}
                          {...(action.to ? { component: RouterLink, to: action.to } : {})}
                        >
                          {action.label}
                        </Button>
                      ))}
                    </Box>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
