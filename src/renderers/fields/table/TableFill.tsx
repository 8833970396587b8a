import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '../../hooks/useTranslation';
import { errorMessageKey } from '../../../runtime/errors/errorCatalogue';
import type { FormError } from '../../../runtime/forms/FormError';
import { formErrorMessage } from '../../../runtime/forms/formErrorMessage';
import { lineValidationErrors } from '../../../runtime/forms/lineValidationErrors';
import type { TableColumn, TableResult, TableSettings } from '../../../runtime/forms/FormModel';
import { FieldFrame } from '../../forms/fill/FieldFrame';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';
import { TableCellSlot } from './TableCellSlot';
import { TableResultValue } from './TableResultValue';
import { useFillContext } from '../../forms/fill/useFillContext';

type Row = Record<string, unknown>;
const NO_ERRORS: FormError[] = [];

/**
 * A table: rows of cells typed by their columns, in the normal view (a grid scrolling sideways inside its
 * own keyboard-reachable region; stacked cards below the `sm` width) or the card view (one card per row); rows added up to the row limit and removed; the results
 * row live from the engine; each cell's error in it and all of them listed as 'Linha x, campo y: ...'.
 */
export function TableFill(props: FillRendererProps<Row[]>) {
  const { t } = useTranslation();
  const { store } = useFillContext();
  const { field, readOnly } = props;
  const settings = (field.settings ?? { columns: [] }) as unknown as TableSettings;
  const columns = settings.columns ?? [];
  const results = settings.results ?? [];
  const rows = props.value ?? [];
  // At phone widths the rows are stacked cards, so the table never pushes the page sideways.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const card = settings.view === 'card' || narrow;
  const full = settings.rowLimit !== undefined && rows.length >= settings.rowLimit;
  // A line's own validation shows beside its cell as soon as the line is entered, not only after Finalizar.
  const lineErrors = readOnly ? NO_ERRORS : lineValidationErrors(field.id, settings, rows);
  const seen = new Set(props.errors.map((e) => `${e.code}:${e.row}:${e.column}`));
  const cellErrors = new Map<string, FormError[]>();
  for (const error of [
    ...props.errors,
    ...lineErrors.filter((e) => !seen.has(`${e.code}:${e.row}:${e.column}`)),
  ])
    if (error.row !== undefined && error.column !== undefined) {
      const key = `${error.row}:${error.column}`;
      cellErrors.set(key, [...(cellErrors.get(key) ?? []), error]);
    }
  // A finished document leaves out a table nobody filled rather than showing an empty grid.
  if (readOnly && rows.length === 0) return null;
  const reason = (error: FormError) => t(errorMessageKey(error.code), error.params);
  const addRow = () => store.setValue(field.id, {}, { row: rows.length });
  const removeRow = (i: number) => {
    const next = rows.filter((_r, j) => j !== i);
    store.setValue(field.id, next.length ? next : null);
  };
  const cell = (column: TableColumn, row: Row, i: number, dense: boolean) => {
    const errors = cellErrors.get(`${i}:${column.id}`) ?? NO_ERRORS;
    return (
      <TableCellSlot
        tableId={field.id}
        column={column}
        cellName={dense ? t('forms.fill.table.cellLabel', { column: column.name, row: i + 1 }) : column.name}
        row={i}
        value={row[column.id]}
        readOnly={readOnly}
        error={errors[0] ? reason(errors[0]) : undefined}
        errors={errors}
        inputId={`${props.inputId}-r${i}-${column.id}`}
        dense={dense}
      />
    );
  };
  const removeButton = (i: number) =>
    !readOnly && (
      <IconButton aria-label={t('forms.fill.table.removeRow', { row: i + 1 })} onClick={() => removeRow(i)}>
        <Delete />
      </IconButton>
    );
  const resultLine = (result: TableResult) => (
    <>
      {result.name}:{' '}
      <TableResultValue
        id={result.id}
        column={columns.find((c) => c.id === result.column)}
        count={result.op === 'count'}
      />
    </>
  );
  return (
    <FieldFrame field={field} inputId={props.inputId} dense={props.dense}>
      {card ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {rows.map((row, i) => (
            <Card
              key={i}
              variant="outlined"
              component="section"
              aria-label={t('forms.fill.table.row', { row: i + 1 })}
              sx={{ p: 1.5, display: 'grid', gap: 1.5 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="subtitle2">{t('forms.fill.table.row', { row: i + 1 })}</Typography>
                {removeButton(i)}
              </Box>
              {columns.map((column) => (
                <Box key={column.id}>{cell(column, row, i, false)}</Box>
              ))}
            </Card>
          ))}
          {results.length > 0 && (
            <Box component="ul" aria-label={t('forms.fill.table.results')} sx={{ m: 0, pl: 2 }}>
              {results.map((result) => (
                <li key={result.id}>{resultLine(result)}</li>
              ))}
            </Box>
          )}
        </Box>
      ) : (
        <Box
          role="region"
          tabIndex={0}
          aria-label={t('forms.fill.table.scrollRegion', { field: field.name })}
          sx={{ overflowX: 'auto', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table size="small" aria-labelledby={props.inputId}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 40 }}>#</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.id} sx={{ minWidth: 140 }}>
                    {column.name}
                    {column.required ? ' *' : ''}
                  </TableCell>
                ))}
                {!readOnly && <TableCell sx={{ width: 48 }} aria-label={t('forms.fill.table.actions')} />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={i}>
                  <TableCell>{i + 1}</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.id}>{cell(column, row, i, true)}</TableCell>
                  ))}
                  {!readOnly && <TableCell>{removeButton(i)}</TableCell>}
                </TableRow>
              ))}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length + 2}>
                    <Typography color="text.secondary">{t('forms.fill.table.empty')}</Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
            {results.length > 0 && (
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={columns.length + 2}>
                    <Box
                      sx={{
                        display: 'flex',
                        gap: 3,
                        flexWrap: 'wrap',
                        color: 'text.primary',
                        fontWeight: 600,
                      }}
                    >
                      {results.map((result) => (
                        <span key={result.id}>{resultLine(result)}</span>
                      ))}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableFooter>
            )}
          </Table>
        </Box>
      )}
      {!readOnly && (
        <Box sx={{ mt: 1, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button startIcon={<Add />} onClick={addRow} disabled={full}>
            {t('forms.fill.table.addRow')}
          </Button>
          {settings.rowLimit !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {t('forms.fill.table.limit', { count: rows.length, limit: settings.rowLimit })}
            </Typography>
          )}
        </Box>
      )}
      {props.errors.map((error, i) => (
        <FormHelperText key={i} error>
          {formErrorMessage(error, t)}
        </FormHelperText>
      ))}
    </FieldFrame>
  );
}
