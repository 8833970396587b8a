import MyLocation from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useHref, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { createTrackerFeed } from '../../../adapters/tracker/createTrackerFeed';
import { createTeamMapController } from '../../../runtime/controllers/teamMap/createTeamMapController';
import { mapMarkers } from '../../../runtime/maps/mapMarkers';
import { canLinkTo } from '../../../runtime/navigation/canLinkTo';
import { employeeKey } from '../../../runtime/tracker/employeeKey';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NativeSelect } from '../../components/NativeSelect';
import { PageHeader } from '../../components/PageHeader';
import { currentPosition } from '../../forms/fill/currentPosition';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useCommandData } from '../../hooks/useCommandData';
import { useEntityPaths } from '../../hooks/useEntityPaths';
import { useNotify } from '../../hooks/useNotify';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import { DayPanel } from './DayPanel';
import { EmployeeList } from './EmployeeList';
import { teamMapPoints, type TeamMapLayers } from './teamMapPoints';

const TeamMapCanvas = lazy(() => import('./TeamMapCanvas').then((m) => ({ default: m.TeamMapCanvas })));

const LIVE_COLOUR = { off: 'default', connecting: 'default', live: 'success', retrying: 'warning' } as const;
const LAYER_ERROR = {
  client: 'errors.MAP_CLIENTS_UNAVAILABLE',
  unit: 'errors.MAP_UNITS_UNAVAILABLE',
} as const;

/**
 * The team map (`/dashboard`, issue 17): every employee where their tracker last put them, filtered by
 * role and work group, moving live (the tracker feed, src/adapters/tracker); a click on a person (on the
 * map or in the list) draws their day, another day if chosen, with its start, end and the documents
 * sent; clients and units with an address as optional layers; the user's own place on request.
 */
export function TeamMapScreen(props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { command, metadata } = useRuntime();
  const notify = useNotify();
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  const access = useAccessContext();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const controller = useMemo(() => createTeamMapController({ command }), [command]);
  const state = useStore(controller);
  const { data: tiles, failed: tilesFailed } = useCommandData<{ TILE_URL: string; ATTRIBUTION: string }>(
    'ConsultarConfiguracaoMapa',
  );
  const [listOpen, setListOpen] = useState(false);
  const [me, setMe] = useState<{ latitude: number; longitude: number } | null>(null);
  const [locating, setLocating] = useState(false);
  const clients = useEntityPaths(metadata.entities.client!);
  const units = useEntityPaths(metadata.entities.unit!);

  useEffect(() => void controller.getState().load(), [controller]);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    return controller.getState().follow(createTrackerFeed({ command }));
  }, [ready, controller, command]);

  const documentRoute = metadata.routes.find((r) => r.name === 'finishedForm');
  const documentPath =
    documentRoute && canLinkTo(documentRoute, access)
      ? (id: number) => documentRoute.path.replace(':id', String(id))
      : undefined;
  const layers: TeamMapLayers = {};
  for (const [kind, paths] of [
    ['client', clients],
    ['unit', units],
  ] as const)
    if (state.layers[kind].status === 'ready')
      layers[kind] = {
        markers: mapMarkers(metadata.entities[kind]!, state.layers[kind].records, (k) => t(k)),
        view: paths.view && ((id: number) => paths.view!(id)),
      };
  const points = teamMapPoints(state, layers, me, { t, locale: i18n.language, documentPath });
  const trace = useMemo(
    () =>
      state.day?.status === 'ready'
        ? state.day.trace.map((p): [number, number] => [p.latitude, p.longitude])
        : [],
    [state.day],
  );
  const day = state.day;
  const selected = day && state.employees.find((e) => employeeKey(e) === day.key);
  const dayPoints =
    day?.status === 'ready' ? [...day.trace, ...points.filter((p) => p.kind === 'document')] : [];
  const fit =
    me && !day
      ? [me]
      : dayPoints.length
        ? dayPoints
        : points.filter((p) => p.kind === 'employee' && (!day || p.selected));
  // A day is fitted once read (its trace and documents, or the person alone when it has none).
  const fitKey = day
    ? `day:${day.key}:${day.date}:${day.status === 'loading' ? 'loading' : 'read'}`
    : me
      ? `me:${me.latitude}:${me.longitude}`
      : `team:${state.status}:${state.filter.roleId}:${state.filter.squadId}`;

  const locate = async () => {
    setLocating(true);
    try {
      const { lat, lng } = await currentPosition({ maxAgeMs: 60_000 });
      void controller.getState().select(null);
      setMe({ latitude: lat, longitude: lng });
    } catch (key) {
      notify('error', t(String(key)));
    } finally {
      setLocating(false);
    }
  };
  const select = (key: string) => {
    setMe(null);
    void controller.getState().select(key === day?.key ? null : key);
  };
  const option = (id: number | null) => (id === null ? '' : String(id));
  const idOf = (value: string) => (value ? Number(value) : null);

  if (state.status === 'loading' || (!tiles && !tilesFailed)) return <FullPageSpinner />;
  const list = <EmployeeList employees={state.shown} selected={day?.key ?? null} onSelect={select} />;
  return (
    <Box>
      <PageHeader
        title={title}
        actions={
          <Box role="status" sx={{ display: 'flex', alignItems: 'center' }}>
            <Chip
              size="small"
              color={LIVE_COLOUR[state.live]}
              label={t(`teamMap.live.${state.live}`)}
              sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
            />
          </Box>
        }
      />
      {state.status === 'failed' && <Alert severity="error">{t('teamMap.failed')}</Alert>}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          mb: 2,
          '& > .MuiFormControl-root': { width: { xs: '100%', sm: 220 }, m: 0 },
        }}
      >
        {state.roles && (
          <NativeSelect
            label={t('teamMap.role')}
            name="role"
            size="small"
            value={option(state.filter.roleId)}
            onChange={(v) => controller.getState().setFilter({ roleId: idOf(v) })}
            placeholder={t('teamMap.allRoles')}
            options={state.roles.map((r) => ({ value: String(r.id), label: r.name }))}
          />
        )}
        {state.squads && (
          <NativeSelect
            label={t('teamMap.squad')}
            name="squad"
            size="small"
            value={option(state.filter.squadId)}
            onChange={(v) => controller.getState().setFilter({ squadId: idOf(v) })}
            placeholder={t('teamMap.allSquads')}
            options={state.squads.map((s) => ({ value: String(s.id), label: s.name }))}
          />
        )}
        {(clients.list || units.list) && (
          <FormGroup row role="group" aria-label={t('teamMap.layers')}>
            {(
              [
                ['client', clients.list],
                ['unit', units.list],
              ] as const
            ).map(
              ([kind, allowed]) =>
                allowed && (
                  <FormControlLabel
                    key={kind}
                    label={t(metadata.entities[kind]!.pluralLabel)}
                    control={
                      <Checkbox
                        checked={state.layers[kind].status !== 'off'}
                        onChange={(e) => void controller.getState().toggleLayer(kind, e.target.checked)}
                      />
                    }
                  />
                ),
            )}
          </FormGroup>
        )}
        <Button
          variant="outlined"
          startIcon={<MyLocation />}
          onClick={() => void locate()}
          disabled={locating}
        >
          {t('teamMap.myLocation')}
        </Button>
      </Box>
      {(['client', 'unit'] as const).map(
        (kind) =>
          state.layers[kind].status === 'failed' && (
            <Alert key={kind} severity="error" sx={{ mb: 2 }}>
              {t(LAYER_ERROR[kind])}
            </Alert>
          ),
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
          gridTemplateAreas: { xs: '"map" "side"', md: '"side map"' },
        }}
      >
        <Box sx={{ gridArea: 'side', minWidth: 0 }}>
          {selected && day && (
            <DayPanel
              employee={selected}
              day={day}
              onDate={(date) => void controller.getState().select(day.key, date)}
              onClose={() => void controller.getState().select(null)}
              documentPath={documentPath}
            />
          )}
          <Card
            component="section"
            aria-labelledby="team-map-list"
            sx={{ maxHeight: { md: 'calc(100vh - 260px)' }, overflow: 'auto' }}
          >
            {phone ? (
              <Button
                id="team-map-list"
                fullWidth
                aria-expanded={listOpen}
                onClick={() => setListOpen((open) => !open)}
                sx={{ justifyContent: 'flex-start', p: 1.5 }}
              >
                {listOpen ? t('teamMap.hideList') : t('teamMap.showList', { count: state.shown.length })}
              </Button>
            ) : (
              <Typography id="team-map-list" variant="h2" sx={{ fontSize: 18, p: 2, pb: 1 }}>
                {t('teamMap.employees', { count: state.shown.length })}
              </Typography>
            )}
            {phone ? <Collapse in={listOpen}>{list}</Collapse> : list}
          </Card>
        </Box>
        <Box
          sx={{
            gridArea: 'map',
            height: { xs: '60vh', md: 'calc(100vh - 260px)' },
            minHeight: { xs: 320, md: 480 },
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          {tilesFailed || !tiles ? (
            <Typography color="error">{t('maps.unavailable')}</Typography>
          ) : (
            <Suspense
              fallback={
                <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
                  <CircularProgress aria-label={t('teamMap.loading')} />
                </Box>
              }
            >
              <TeamMapCanvas
                points={points}
                trace={trace}
                tileUrl={tiles.TILE_URL}
                attribution={tiles.ATTRIBUTION}
                label={t('teamMap.map')}
                fitKey={fitKey}
                fit={fit}
                onPick={(point) => point.kind === 'employee' && select(point.id.slice('employee:'.length))}
                hrefOf={(path) => `${base}${path}`}
                navigate={(path) => void navigate(path)}
              />
            </Suspense>
          )}
        </Box>
      </Box>
    </Box>
  );
}
