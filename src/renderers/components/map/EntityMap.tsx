import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import type { EntityMeta } from '../../../runtime/entities/EntityMeta';
import { mapMarkers } from '../../../runtime/maps/mapMarkers';
import { useCommandData } from '../../hooks/useCommandData';
import { useEntityPaths } from '../../hooks/useEntityPaths';

const LeafletMap = lazy(() => import('./LeafletMap').then((m) => ({ default: m.LeafletMap })));

export interface EntityMapProps {
  entity: EntityMeta;
  records: ReadonlyArray<Record<string, unknown>>;
  /** The view page's map of one record: no count line, no link to the record itself. */
  single?: boolean;
}

/**
 * The records of an entity that declares `map` on a Leaflet map (loaded on demand), tiles from the
 * server's configuration (ConsultarConfiguracaoMapa). Records without coordinates are left off; the
 * list's map says how many are shown, so a missing one is no mystery.
 */
export function EntityMap(props: EntityMapProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useEntityPaths(props.entity);
  const base = useHref('/').replace(/\/$/, '');
  const markers = useMemo(
    () => mapMarkers(props.entity, props.records, (k) => t(k)),
    [props.entity, props.records, t],
  );
  // A record without coordinates gets no map on its page: nothing to ask the server then.
  const hidden = !!props.single && !markers.length;
  const { data: config, failed } = useCommandData<{ TILE_URL: string; ATTRIBUTION: string }>(
    'ConsultarConfiguracaoMapa',
    {},
    hidden,
  );
  const view = paths.view;
  const link = useMemo(
    () =>
      view && !props.single
        ? {
            text: t('maps.openRecord'),
            href: (id: number) => `${base}${view(id)}`,
            open: (id: number) => void navigate(view(id)),
          }
        : undefined,
    [view, props.single, base, navigate, t],
  );
  const height = props.single ? { xs: 220, sm: 280 } : { xs: 280, sm: 380 };
  const spinner = (
    <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('maps.loading')} />
    </Box>
  );
  if (hidden) return null;
  const body = (
    <>
      {failed ? (
        <Typography color="error">{t('maps.unavailable')}</Typography>
      ) : !config ? (
        spinner
      ) : (
        <Suspense fallback={spinner}>
          <LeafletMap
            markers={markers}
            tileUrl={config.TILE_URL}
            attribution={config.ATTRIBUTION}
            label={t('maps.label')}
            link={link}
            height={height}
          />
        </Suspense>
      )}
      {!props.single && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('maps.shown', { count: markers.length, total: props.records.length })}
        </Typography>
      )}
    </>
  );
  return props.single ? (
    <Card component="section" aria-labelledby="entity-map-title" sx={{ p: 2 }}>
      <Typography id="entity-map-title" variant="h2" component="h2" sx={{ fontSize: 18, mb: 1 }}>
        {t('maps.title')}
      </Typography>
      {body}
    </Card>
  ) : (
    <Box>{body}</Box>
  );
}
