import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import type { MapMarker } from '../../../runtime/maps/MapMarker';
import type { TaskListQuery } from '../../../runtime/tasks/TaskListQuery';
import { taskListParams } from '../../../runtime/tasks/taskListParams';
import { useCommandData } from '../../hooks/useCommandData';
import { useRuntime } from '../../hooks/useRuntime';
import type { TaskListAnswer, TaskListItem } from '../../../runtime/protocol/answers/TaskListItem';

const LeafletMap = lazy(() =>
  import('../../components/map/LeafletMap').then((m) => ({ default: m.LeafletMap })),
);

/** The map reads located tasks in pages of the largest size the list allows, up to this many markers. */
const MAP_PAGE = 200;
const MAP_LIMIT = 1000;

/**
 * The "Mapa" tab: the tasks under the current filters whose address has coordinates (COM_LOCALIZACAO),
 * on a Leaflet map loaded on demand; a marker's popup names the state and responsible and opens the task.
 */
export function TaskMapPanel(props: { query: TaskListQuery }) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  const key = JSON.stringify({
    ...taskListParams(props.query, -new Date().getTimezoneOffset()),
    COM_LOCALIZACAO: true,
  });
  const [items, setItems] = useState<TaskListItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const { data: config, failed } = useCommandData<{ TILE_URL: string; ATTRIBUTION: string }>(
    'ConsultarConfiguracaoMapa',
  );

  useEffect(() => {
    let alive = true;
    setItems(null);
    void (async () => {
      const found: TaskListItem[] = [];
      try {
        for (let page = 1; found.length < MAP_LIMIT; page++) {
          const answer = await command<TaskListAnswer>(
            'ConsultarAtividadesFlowV2',
            { ...(JSON.parse(key) as Record<string, unknown>), PAGE: page, PAGE_SIZE: MAP_PAGE },
            { silentOnSuccess: true },
          );
          if (!alive) return;
          found.push(...answer.ITEMS);
          setTotal(answer.TOTAL);
          if (answer.ITEMS.length < MAP_PAGE || found.length >= answer.TOTAL) break;
        }
      } catch {
        // The adapter showed why; the map shows what was read.
      }
      if (alive) setItems(found.slice(0, MAP_LIMIT));
    })();
    return () => {
      alive = false;
    };
  }, [command, key]);

  const markers = useMemo<MapMarker[]>(
    () =>
      (items ?? []).flatMap((item) =>
        item.latitude === null || item.longitude === null
          ? []
          : [
              {
                id: item.id,
                title: item.title,
                latitude: item.latitude,
                longitude: item.longitude,
                address: [t(`tasks.states.${item.state}`), item.responsible.name].filter(Boolean).join(' · '),
              },
            ],
      ),
    [items, t],
  );
  const link = useMemo(
    () => ({
      text: t('taskList.map.open'),
      href: (id: number) => `${base}/task/view/${id}`,
      open: (id: number) => void navigate(`/task/view/${id}`),
    }),
    [base, navigate, t],
  );
  const height = { xs: 360, sm: 520 };
  const spinner = (
    <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('taskList.map.loading')} />
    </Box>
  );
  return (
    <Box>
      {failed ? (
        <Typography color="error">{t('maps.unavailable')}</Typography>
      ) : !config || items === null ? (
        spinner
      ) : (
        <Suspense fallback={spinner}>
          <LeafletMap
            markers={markers}
            tileUrl={config.TILE_URL}
            attribution={config.ATTRIBUTION}
            label={t('taskList.map.label')}
            link={link}
            height={height}
          />
        </Suspense>
      )}
      {items !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
          {total > markers.length
            ? t('taskList.map.capped', { count: markers.length, total })
            : t('taskList.map.shown', { count: markers.length })}
        </Typography>
      )}
    </Box>
  );
}
