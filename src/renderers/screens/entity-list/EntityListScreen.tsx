import Add from '@mui/icons-material/Add';
import PostAdd from '@mui/icons-material/PostAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import {
  DataGrid,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  loadColumnPreferences,
  saveColumnPreferences,
  type ColumnPreferences,
} from '../../../runtime/entities/columnPreferences';
import type { EntityListQuery } from '../../../runtime/entities/listEntitiesParams';
import { EntityMap } from '../../components/map';
import { PageHeader } from '../../components/PageHeader';
import { useEntityMeta } from '../../hooks/useEntityMeta';
import { useEntityPaths } from '../../hooks/useEntityPaths';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRouteLinks } from '../../hooks/useRouteLinks';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';
import type { ScreenProps } from '../ScreenProps';
import { DeleteRecordDialog } from './DeleteRecordDialog';
import { EntityListToolbar } from './EntityListToolbar';
import type { EntityListRow } from './EntityListRow';
import { exportEntityList } from './exportEntityList';
import { useEntityGridColumns } from './useEntityGridColumns';
import { useEntityListPage } from './useEntityListPage';
import { useGridLocaleText } from './useGridLocaleText';

const SEARCH_DELAY_MS = 300;

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
  const links = useRouteLinks(entity.list.links ?? []);
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
  const { rows, total, capped, loading, reload } = useEntityListPage(entity, query);
  const [columns, setColumns] = useState<ColumnPreferences>(() =>
    loadColumnPreferences(localStorage, entity, userId, userCustomization),
  );
  const [deleting, setDeleting] = useState<EntityListRow | undefined>(undefined);
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

  const labels = useMemo(() => {
    const fields = new Map(entity.fields.map((f) => [f.key, f]));
    return Object.fromEntries(
      entity.list.columns.map((c) => [c.field, t(fields.get(c.field)?.label ?? c.field)]),
    );
  }, [entity, t]);
  const gridColumns = useEntityGridColumns({
    entity,
    order: columns.order,
    labels,
    paths,
    onDelete: setDeleting,
  });
  const localeText = useGridLocaleText();

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
        const field = entity.fields.find((f) => f.key === item.field);
        filter[item.field] =
          field?.type === 'boolean' ? item.value === true || item.value === 'true' : item.value;
      }
    // The grid also reports an unchanged model (when its columns are rebuilt): keep the page then.
    setQuery((q) => (JSON.stringify(q.filter) === JSON.stringify(filter) ? q : { ...q, filter, page: 1 }));
  };
  const onPage = (model: GridPaginationModel) =>
    setQuery((q) => ({ ...q, page: model.page + 1, pageSize: model.pageSize }));

  const exportAs = (format: 'csv' | 'xlsx') =>
    void exportEntityList({
      command,
      entity,
      query,
      columns: columns.order.filter((c) => !columns.hidden.includes(c)),
      labels,
      t,
      title,
      format,
    });

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await command('DeleteEntity', { ENTITY: entity.name, ID: deleting.id, VERSION: deleting.version });
    } catch {
      // The adapter showed why (STALE_VERSION...); the list reloads so the user sees the record as it is.
    } finally {
      setDeleting(undefined);
      reload();
      setBusy(false);
    }
  };

  const open = (row: EntityListRow) => {
    if (paths.view) void navigate(paths.view(row.id));
    else if (paths.edit) void navigate(paths.edit(row.id));
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {links.map((link) => (
              <Button key={link.route} component={RouterLink} to={link.path}>
                {t(link.label)}
              </Button>
            ))}
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
        <EntityListToolbar
          search={searchText}
          onSearch={setSearchText}
          map={entity.map ? { shown: showMap, toggle: () => setShowMap((v) => !v) } : undefined}
          labels={labels}
          columns={columns}
          onColumns={changeColumns}
          onExport={exportAs}
        />
        {entity.map && showMap && (
          <Box sx={{ mb: 2 }}>
            <EntityMap entity={entity} records={rows} />
          </Box>
        )}
        <DataGrid<EntityListRow>
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
          autoHeight
          localeText={localeText}
          sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
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
