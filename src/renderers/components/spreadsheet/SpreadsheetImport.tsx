import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useNotify } from '../../hooks/useNotify';
import type { PreviewRow } from './PreviewRow';
import { readSpreadsheet } from './readSpreadsheet';
import type { RowError } from './RowError';
import type { SheetColumn } from './SheetColumn';

/** Headers compare without case, accents or surrounding spaces. */
function headerKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

/**
 * Where each column's cells are: by header when the sheet's first row names every column (so the
 * columns may come in any order), else by position.
 */
function columnIndexes(columns: SheetColumn[], header: string[]): number[] {
  const at = new Map(header.map((h, i) => [headerKey(h), i]));
  const byHeader = columns.map((c) => at.get(headerKey(c.header)));
  return byHeader.every((i) => i !== undefined) ? (byHeader as number[]) : columns.map((_c, i) => i);
}

/**
 * The body of a bulk page: upload a spreadsheet (xlsx or csv, header row first), correct its cells in
 * a preview grid, "Salvar todas" with a progress bar while saving, and each refused row's
 * 'linha x, campo y: motivo' beside it and listed above. `save` resolves to the rows' problems (empty
 * when saved or refused for another reason, which the adapter already showed). With `manualEntry` the
 * grid starts with an empty row and rows can be added and removed by hand, without a file.
 *
 * @example <SpreadsheetImport columns={[{ path: 'name', header: 'Nome' }]} label="Clientes" save={send} />
 */
export function SpreadsheetImport(props: {
  columns: SheetColumn[];
  /** The preview grid's accessible name. */
  label: string;
  save(rows: PreviewRow[]): Promise<RowError[]>;
  manualEntry?: boolean;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { columns } = props;
  const emptyRow = (id: number): PreviewRow => ({
    id,
    ...Object.fromEntries(columns.map((c) => [c.path, ''])),
  });
  const [rows, setRows] = useState<PreviewRow[]>(() => (props.manualEntry ? [emptyRow(1)] : []));
  const [errors, setErrors] = useState<RowError[]>([]);
  const [saving, setSaving] = useState(false);
  // Reading a spreadsheet is asynchronous: saving meanwhile would send the previous file's rows.
  const [reading, setReading] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const [header = [], ...data] = await readSpreadsheet(file);
      if (!data.length) return notify('error', t('entityPages.noRows'));
      const indexes = columnIndexes(columns, header);
      setErrors([]);
      setRows(
        data.map((cells, index) => ({
          id: index + 1,
          ...Object.fromEntries(columns.map((c, i) => [c.path, cells[indexes[i]!] ?? ''])),
        })),
      );
    } catch {
      notify('error', t('entityPages.fileUnreadable'));
    } finally {
      setReading(false);
    }
  };

  const save = async () => {
    setSaving(true);
    setErrors([]);
    try {
      setErrors(await props.save(rows));
    } finally {
      setSaving(false);
    }
  };

  const errorsByRow = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const e of errors)
      map.set(e.row, [
        ...(map.get(e.row) ?? []),
        t('entityPages.rowError', { row: e.row, field: e.field, reason: e.message }),
      ]);
    return map;
  }, [errors, t]);

  const gridColumns: GridColDef<PreviewRow>[] = [
    { field: 'id', headerName: t('entityPages.row'), width: 80 },
    {
      field: '__errors',
      headerName: t('entityPages.errors'),
      width: 320,
      valueGetter: (_v: unknown, row: PreviewRow) => (errorsByRow.get(row.id) ?? []).join('; '),
      cellClassName: 'import-error',
    },
    ...columns.map((c): GridColDef<PreviewRow> => ({
      field: c.path,
      headerName: c.header,
      minWidth: 150,
      flex: 1,
      editable: true,
      ...(c.options ? { type: 'singleSelect', valueOptions: c.options } : {}),
    })),
    ...(props.manualEntry
      ? [
          {
            field: '__actions',
            type: 'actions',
            headerName: t('entityPages.actions'),
            width: 90,
            getActions: ({ row }: { row: PreviewRow }) => [
              <GridActionsCellItem
                key="remove"
                icon={<DeleteOutline />}
                label={`${t('entityPages.removeRow')} ${row.id}`}
                onClick={() => {
                  // Row numbers are positions: the rows after the removed one move up.
                  setErrors([]);
                  setRows((all) => all.filter((r) => r.id !== row.id).map((r, i) => ({ ...r, id: i + 1 })));
                }}
              />,
            ],
          } satisfies GridColDef<PreviewRow>,
        ]
      : []),
  ];

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFile />}>
          {t('entityPages.upload')}
          <input
            hidden
            type="file"
            accept=".xlsx,.csv,text/csv"
            data-testid="spreadsheet-input"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </Button>
        {props.manualEntry && (
          <Button
            variant="outlined"
            startIcon={<Add />}
            onClick={() => setRows((all) => [...all, emptyRow(all.length + 1)])}
          >
            {t('entityPages.addRow')}
          </Button>
        )}
        {rows.length > 0 && (
          <>
            <Typography color="text.secondary">{t('entityPages.rows', { count: rows.length })}</Typography>
            <Box sx={{ flex: 1 }} />
            <Button variant="contained" disabled={saving || reading} onClick={() => void save()}>
              {saving ? t('entityPages.saving') : t('entityPages.saveAll')}
            </Button>
          </>
        )}
      </Box>
      {saving && <LinearProgress aria-label={t('entityPages.saving')} />}
      {errors.length > 0 && (
        <Alert severity="error">
          {t('entityPages.rowErrors')}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {[...errorsByRow.values()].flat().map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        </Alert>
      )}
      {rows.length > 0 && (
        <DataGrid<PreviewRow>
          aria-label={props.label}
          rows={rows}
          columns={gridColumns}
          getRowClassName={({ row }) => (errorsByRow.has(row.id) ? 'import-row-error' : '')}
          processRowUpdate={(row) => {
            setRows((all) => all.map((r) => (r.id === row.id ? row : r)));
            return row;
          }}
          disableRowSelectionOnClick
          localeText={ptBR.components.MuiDataGrid.defaultProps.localeText}
          sx={{
            minHeight: 320,
            '& .import-row-error': { bgcolor: 'error.50' },
            '& .import-error': { color: 'error.main', whiteSpace: 'normal' },
          }}
        />
      )}
    </>
  );
}
