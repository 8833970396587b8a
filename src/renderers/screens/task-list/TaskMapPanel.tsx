import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { MapMarker } from '../../../runtime/maps/MapMarker';
import type { TaskListQuery } from '../../../runtime/tasks/TaskListQuery';
import { taskListParams } from '../../../runtime/tasks/taskListParams';
import { MarkerMap } from '../../components/map/MarkerMap';
import { useRuntime } from '../../hooks/useRuntime';
import type { TaskListAnswer, TaskListItem } from '../../../runtime/protocol/answers/TaskListItem';

/** The map reads located tasks in pages of the largest size the list allows, up to this many markers. */
const MAP_PAGE = 200;
const MAP_LIMIT = 1000;

/**
 * The "Mapa" tab: the tasks under the current filters whose address has coordinates (COM_LOCALIZACAO),
 * on the MarkerMap; a marker's popup names the state and responsible and opens the task.
 */
export function TaskMapPanel(props: { query: TaskListQuery }) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const key = JSON.stringify({
    ...taskListParams(props.query, -new Date().getTimezoneOffset()),
    COM_LOCALIZACAO: true,
  });
  const [items, setItems] = useState<TaskListItem[] | null>(null);
  const [total, setTotal] = useState(0);

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
    () => ({ text: t('taskList.map.open'), pathOf: (id: number) => `/task/view/${id}` }),
    [t],
  );
  return (
    <Box>
      <MarkerMap
        markers={markers}
        label={t('taskList.map.label')}
        loadingLabel={t('taskList.map.loading')}
        link={link}
        height={{ xs: 360, sm: 520 }}
        pending={items === null}
      />
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
