import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import FileDownload from '@mui/icons-material/FileDownload';
import MapIcon from '@mui/icons-material/Map';
import PostAdd from '@mui/icons-material/PostAdd';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridBooleanOperators,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  loadColumnPreferences,
  saveColumnPreferences,
  type ColumnPreferences,
} from '../../../runtime/entities/columnPreferences';
import type { EntityField, EntityMeta } from '../../../runtime/entities/EntityMeta';
import type { CommandFn } from '../../../runtime/protocol/CommandFn';
import { formatEntityValue } from '../../../runtime/entities/formatEntityValue';
import { listEntitiesParams, type EntityListQuery } from '../../../runtime/entities/listEntitiesParams';
import { LookupLabel } from '../../components/LookupLabel';
import { EntityMap } from '../../components/map';
import { PageHeader } from '../../components/PageHeader';
import { useEntityMeta } from '../../hooks/useEntityMeta';
import { useEntityPaths } from '../../hooks/useEntityPaths';
import { usePageTitle } from '../../hooks/usePageTitle';
import { primeLookupLabels } from '../../hooks/useLookupLabel';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';
import type { ScreenProps } from '../ScreenProps';
import { ColumnChooser } from '../../components/tables/ColumnChooser';
import { DeleteRecordDialog } from './DeleteRecordDialog';
import { exportTable } from '../../components/spreadsheet/exportTable';

type Row = Record<string, unknown> & { id: number; version: number };

const SEARCH_DELAY_MS = 300;
/** The export reads the filtered list in pages of the largest size ListEntities allows. */
const EXPORT_PAGE = 200;

/** Keeps the names a list answer carries (LABELS), so lookup cells need no GetEntity. */
function primeLabels(command: CommandFn, entity: EntityMeta, answer: ListAnswer): void {
  for (const [key, names] of Object.entries(answer.LABELS ?? {})) {
    const field = entity.fields.find((f) => f.key === key);
    if (field?.entity && field.displayField)
      primeLookupLabels(command, field.entity, field.displayField, names);
  }
}

interface ListAnswer {
  ITEMS: Row[];
  TOTAL: number;
  TOTAL_CAPPED?: boolean;
  /** Lookup field → referenced id → name. */
  LABELS?: Record<string, Record<string, string>>;
}

function operatorsFor(field: EntityField) {
  if (field.type === 'boolean') return getGridBooleanOperators();
  const numeric = ['number', 'integer', 'money'].includes(field.type);
  return (numeric ? getGridNumericOperators() : getGridStringOperators()).filter((o) =>
    ['equals', '='].includes(o.value),
  );
}

/**
 * The list page of any metadata entity: server-side paging, sorting, filtering and search over
 * ListEntities, the metadata's columns (shown and ordered per user), CSV and Excel export of the current
 * filter, new / edit / delete for EDIT. Rows open the view page, or the edit page when there is none.
 */
export function EntityListScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const entity = useEntityMeta(props.route);
  const title = usePageTitle(props.route.title);
  const { command } = useRuntime();
  const navigate = useNavigate();
  const paths = useEntityPaths(entity);
  const userId = useSession((s) => s.user?.id ?? 0);
  const userCustomization = useSession((s) => s.user?.userCustomization);
  const pageSize = entity.list.pageSize ?? 50;
  const defaultSort = entity.list.defaultSort;
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState<EntityListQuery>({
    search: '',
    filter: {},
    sort: defaultSort,
    page: 1,
    pageSize,
  });
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  // Past 1,000 matches the server stops counting (TOTAL_CAPPED): the grid then pages on while pages are full.
  const [capped, setCapped] = useState(false);
  const [loading, setLoading] = useState(true);
  const [reload, setReload] = useState(0);
  const [columns, setColumns] = useState<ColumnPreferences>(() =>
    loadColumnPreferences(localStorage, entity, userId, userCustomization),
  );
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState<Row | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // The map of the page's records (metadata `map`), open on demand so Leaflet loads only when asked.
  const [showMap, setShowMap] = useState(false);

  useEffect(() => {
    const timer = setTimeout(
      () => setQuery((q) => (q.search === searchText ? q : { ...q, search: searchText, page: 1 })),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText]);

  useEffect(() => {
    let alive = true;
    setLoading(true);
    command<ListAnswer>('ListEntities', listEntitiesParams(entity.name, query), { silentOnSuccess: true })
      .then((answer) => {
        if (!alive) return;
        primeLabels(command, entity, answer);
        setRows(answer.ITEMS);
        setTotal(answer.TOTAL);
        setCapped(!!answer.TOTAL_CAPPED);
      })
      .catch(() => undefined)
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [command, entity, query, reload]);

  const fields = useMemo(() => new Map(entity.fields.map((f) => [f.key, f])), [entity]);
  const filterable = useMemo(
    () =>
      new Set([
        ...entity.fields.filter((f) => f.filterable).map((f) => f.key),
        ...(entity.filters ?? []).map((f) => f.field),
      ]),
    [entity],
  );
  const labels = useMemo(
    () =>
      Object.fromEntries(entity.list.columns.map((c) => [c.field, t(fields.get(c.field)?.label ?? c.field)])),
    [entity, fields, t],
  );

  const gridColumns = useMemo<GridColDef<Row>[]>(() => {
    const widths = new Map(entity.list.columns.map((c) => [c.field, c.width]));
    const out: GridColDef<Row>[] = columns.order.map((key) => {
      const field = fields.get(key)!;
      return {
        field: key,
        headerName: labels[key],
        flex: widths.get(key) ? undefined : 1,
        width: widths.get(key),
        minWidth: 140,
        sortable: !!field.sortable,
        filterable: filterable.has(key),
        type: field.type === 'boolean' ? 'boolean' : undefined,
        filterOperators: operatorsFor(field),
        valueGetter: (_value: unknown, row: Row) =>
          field.type === 'boolean' ? row[key] : formatEntityValue(field, row[key], t),
        ...(field.type === 'lookup' && field.entity && field.displayField
          ? {
              renderCell: ({ row }: { row: Row }) => (
                <LookupLabel entity={field.entity!} value={row[key]} displayField={field.displayField!} />
              ),
            }
          : {}),
      };
    });
    if (paths.canEdit)
      out.push({
        field: '__actions',
        headerName: t('entityPages.actions'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        width: entity.clone && paths.new ? 150 : 110,
        renderCell: ({ row }) => (
          <Box onClick={(e) => e.stopPropagation()}>
            {entity.clone && paths.new && (
              <IconButton
                size="small"
                aria-label={`${t('entityPages.clone')} ${String(row[entity.titleField] ?? row.id)}`}
                component={RouterLink}
                to={`${paths.new}?from=${row.id}`}
              >
                <ContentCopy fontSize="small" />
              </IconButton>
            )}
            {paths.edit && (
              <IconButton
                size="small"
                aria-label={`${t('entityPages.edit')} ${String(row[entity.titleField] ?? row.id)}`}
                component={RouterLink}
                to={paths.edit(row.id)}
              >
                <Edit fontSize="small" />
              </IconButton>
            )}
            <IconButton
              size="small"
              aria-label={`${t('entityPages.delete')} ${String(row[entity.titleField] ?? row.id)}`}
              onClick={() => setDeleting(row)}
            >
              <Delete fontSize="small" />
            </IconButton>
          </Box>
        ),
      });
    return out;
  }, [columns.order, entity, fields, filterable, labels, paths, t]);

  const localeText = useMemo(() => {
    const base = ptBR.components.MuiDataGrid.defaultProps.localeText;
    return {
      ...base,
      paginationDisplayedRows: (p: {
        from: number;
        to: number;
        count: number;
        estimated: number | undefined;
      }) =>
        p.count === -1
          ? t('entityPages.displayedRowsCapped', { from: p.from, to: p.to })
          : base.paginationDisplayedRows!(p),
    };
  }, [t]);
  const changeColumns = (chosen: ColumnPreferences) => {
    const next = { order: chosen.order, hidden: chosen.hidden, savedAt: Date.now() };
    setColumns(next);
    saveColumnPreferences(localStorage, entity.name, userId, next);
    // The server copy follows the user to other browsers; this browser's copy is enough if it fails.
    void command('SaveListColumns', { ENTITY: entity.name, COLUMNS: next }, { silent: true }).catch(
      () => undefined,
    );
  };
  // Controlled models keep their identity between renders: a new array each time makes the grid report a
  // sort change and go back to the first page.
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: query.sort.replace(/^-/, ''), sort: query.sort.startsWith('-') ? 'desc' : 'asc' }],
    [query.sort],
  );
  const paginationModel = useMemo(
    () => ({ page: query.page - 1, pageSize: query.pageSize }),
    [query.page, query.pageSize],
  );
  const visibilityModel = useMemo(
    () => Object.fromEntries(columns.hidden.map((c) => [c, false])),
    [columns.hidden],
  );
  const onSort = (model: GridSortModel) => {
    const first = model[0];
    const sort = first ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : defaultSort;
    setQuery((q) => (q.sort === sort ? q : { ...q, sort, page: 1 }));
  };
  const onFilter = (model: GridFilterModel) => {
    const filter: Record<string, unknown> = {};
    for (const item of model.items)
      if (item.value !== undefined && item.value !== '' && item.value !== null) {
        const field = fields.get(item.field);
        filter[item.field] =
          field?.type === 'boolean' ? item.value === true || item.value === 'true' : item.value;
      }
    // The grid also reports an unchanged model (when its columns are rebuilt): keep the page then.
    setQuery((q) => (JSON.stringify(q.filter) === JSON.stringify(filter) ? q : { ...q, filter, page: 1 }));
  };
  const onPage = (model: GridPaginationModel) =>
    setQuery((q) => ({ ...q, page: model.page + 1, pageSize: model.pageSize }));

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExportAnchor(null);
    const visible = columns.order.filter((c) => !columns.hidden.includes(c));
    const all: Row[] = [];
    const exportLabels: Record<string, Record<string, string>> = {};
    try {
      for (let page = 1; ; page++) {
        const answer = await command<ListAnswer>(
          'ListEntities',
          listEntitiesParams(entity.name, { ...query, page, pageSize: EXPORT_PAGE }),
          { silentOnSuccess: true },
        );
        for (const [key, names] of Object.entries(answer.LABELS ?? {}))
          Object.assign((exportLabels[key] ??= {}), names);
        all.push(...answer.ITEMS);
        // A capped TOTAL (past 1,000) is no end: read on until a page comes back short.
        if (answer.ITEMS.length < EXPORT_PAGE || (!answer.TOTAL_CAPPED && all.length >= answer.TOTAL)) break;
      }
    } catch {
      return;
    }
    await exportTable(
      {
        headers: visible.map((c) => labels[c] ?? c),
        // Lookup cells as the names the answers carried, not ids.
        rows: all.map((row) =>
          visible.map((c) => {
            const names = exportLabels[c];
            const value = row[c];
            if (!names || value === undefined || value === null)
              return formatEntityValue(fields.get(c)!, value, t);
            return [value]
              .flat()
              .map((id) => names[String(id)] ?? String(id))
              .join(', ');
          }),
        ),
      },
      title,
      format,
    );
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await command('DeleteEntity', { ENTITY: entity.name, ID: deleting.id, VERSION: deleting.version });
      setDeleting(undefined);
      setReload((r) => r + 1);
    } catch {
      // The adapter showed why (STALE_VERSION...); the list reloads so the user sees the record as it is.
      setDeleting(undefined);
      setReload((r) => r + 1);
    } finally {
      setBusy(false);
    }
  };

  const open = (row: Row) => {
    if (paths.view) void navigate(paths.view(row.id));
    else if (paths.edit) void navigate(paths.edit(row.id));
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {paths.createMultiple && (
              <Button startIcon={<PostAdd />} component={RouterLink} to={paths.createMultiple}>
                {t('entityPages.createMultiple')}
              </Button>
            )}
            {paths.new && (
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to={paths.new}>
                {t('entityPages.new')}
              </Button>
            )}
          </>
        }
      />
      <Card sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <TextField
            size="small"
            type="search"
            label={t('entityPages.search')}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            sx={{ flex: '1 1 240px', maxWidth: 420 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ flex: 1 }} />
          {entity.map && (
            <Button
              startIcon={<MapIcon />}
              aria-pressed={showMap}
              variant={showMap ? 'contained' : 'text'}
              onClick={() => setShowMap((v) => !v)}
            >
              {t('maps.toggle')}
            </Button>
          )}
          <ColumnChooser labels={labels} value={columns} onChange={changeColumns} />
          <Button startIcon={<FileDownload />} onClick={(e) => setExportAnchor(e.currentTarget)}>
            {t('entityPages.export')}
          </Button>
          <Menu open={!!exportAnchor} anchorEl={exportAnchor} onClose={() => setExportAnchor(null)}>
            <MenuItem onClick={() => void exportAs('csv')}>{t('entityPages.exportCsv')}</MenuItem>
            <MenuItem onClick={() => void exportAs('xlsx')}>{t('entityPages.exportExcel')}</MenuItem>
          </Menu>
        </Box>
        {entity.map && showMap && (
          <Box sx={{ mb: 2 }}>
            <EntityMap entity={entity} records={rows} />
          </Box>
        )}
        <DataGrid<Row>
          aria-label={title}
          rows={rows}
          columns={gridColumns}
          rowCount={capped ? -1 : total}
          paginationMeta={capped ? { hasNextPage: rows.length === query.pageSize } : undefined}
          loading={loading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={onPage}
          pageSizeOptions={[...new Set([10, 25, pageSize, 100])].sort((a, b) => a - b)}
          sortModel={sortModel}
          onSortModelChange={onSort}
          onFilterModelChange={onFilter}
          columnVisibilityModel={visibilityModel}
          onColumnVisibilityModelChange={(model) =>
            changeColumns({
              order: columns.order,
              hidden: columns.order.filter((c) => model[c] === false),
            })
          }
          onRowClick={({ row }) => open(row)}
          disableRowSelectionOnClick
          localeText={localeText}
          sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' }, minHeight: 320 }}
        />
      </Card>
      <DeleteRecordDialog
        title={deleting ? String(deleting[entity.titleField] ?? deleting.id) : undefined}
        busy={busy}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => void remove()}
      />
    </>
  );
}
