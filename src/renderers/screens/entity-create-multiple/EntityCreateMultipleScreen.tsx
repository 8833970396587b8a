import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { importColumns, importRow } from '../../../runtime/entities/importColumns';
import { normalizeEntityData } from '../../../runtime/entities/normalizeEntityData';
import { CommandError } from '../../../runtime/protocol/CommandError';
import { PageHeader } from '../../components/PageHeader';
import { useEntityMeta } from '../../hooks/useEntityMeta';
import { useEntityPaths } from '../../hooks/useEntityPaths';
import { useNotify } from '../../hooks/useNotify';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../../registry/ScreenProps';
import { readSpreadsheet } from './readSpreadsheet';

interface RowError {
  row: number;
  field: string;
  path: string;
  message: string;
}

/** A spreadsheet row as cell texts by column path, and its 1-based row number. */
type PreviewRow = { id: number } & Record<string, unknown>;

/**
 * Creates many records of an entity from a spreadsheet (xlsx or csv, header row first, the metadata's
 * createMultiple columns): a preview whose cells can be corrected, SaveEntities all-or-nothing, and
 * each refused row's 'linha x, campo y' shown beside it; nothing is saved while any row fails.
 */
export function EntityCreateMultipleScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const entity = useEntityMeta(props.route);
  const routeTitle = usePageTitle(props.route.title);
  const { command } = useRuntime();
  const notify = useNotify();
  const navigate = useNavigate();
  const paths = useEntityPaths(entity);
  const columns = useMemo(() => importColumns(entity, (k) => t(k)), [entity, t]);
  const [rows, setRows] = useState<PreviewRow[]>([]);
  const [errors, setErrors] = useState<RowError[]>([]);
  const [saving, setSaving] = useState(false);
  // Reading a spreadsheet is asynchronous: saving meanwhile would send the previous file's rows.
  const [reading, setReading] = useState(false);
  const title =
    props.route.title === entity.label
      ? t('entityPages.createMultipleTitle', { entity: t(entity.pluralLabel) })
      : routeTitle;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const [, ...data] = await readSpreadsheet(file);
      if (!data.length) return notify('error', t('entityPages.noRows'));
      setErrors([]);
      setRows(
        data.map((cells, index) => ({
          id: index + 1,
          ...Object.fromEntries(columns.map((c, i) => [c.path, cells[i] ?? ''])),
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
      const data = rows.map((row) =>
        normalizeEntityData(
          importRow(
            columns,
            columns.map((c) => String(row[c.path] ?? '')),
            (k) => t(k),
          ),
        ),
      );
      await command('SaveEntities', { ENTITY: entity.name, ROWS: data });
      void navigate(paths.list ?? '/');
    } catch (error) {
      if (error instanceof CommandError && Array.isArray(error.answer.ROW_ERRORS))
        setErrors(error.answer.ROW_ERRORS as RowError[]);
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
    ...columns.map((c) => ({ field: c.path, headerName: c.header, minWidth: 150, flex: 1, editable: true })),
  ];

  return (
    <>
      <PageHeader
        title={title}
        actions={
          paths.list && (
            <Button component={RouterLink} to={paths.list}>
              {t('common.back')}
            </Button>
          )
        }
      />
      <Card sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography>
          {t('entityPages.createMultipleIntro', { columns: columns.map((c) => c.header).join(', ') })}
        </Typography>
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
            aria-label={title}
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
      </Card>
    </>
  );
}
