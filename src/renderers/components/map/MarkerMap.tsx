import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useHref, useNavigate } from 'react-router';
import type { MapMarker } from '../../../runtime/maps/MapMarker';
import { useCommandData } from '../../hooks/useCommandData';

const LeafletMap = lazy(() => import('./LeafletMap').then((m) => ({ default: m.LeafletMap })));

export interface MarkerMapProps {
  markers: MapMarker[];
  /** Accessible name of the map region. */
  label: string;
  /** Accessible name of the spinner while tiles or markers load. */
  loadingLabel: string;
  /** Each marker's popup link: its text and the app path of a marker's page (e.g. the record's view). */
  link?: { text: string; pathOf(id: number): string };
  height: Record<string, number>;
  /** The markers are still being read: the spinner stays. */
  pending?: boolean;
}

/**
 * Points on a Leaflet map (loaded on demand, so neither Leaflet nor its CSS weighs on other pages),
 * tiles from the server's configuration (ConsultarConfiguracaoMapa); a marker's popup link opens its
 * page through the router. Entity records and located tasks both show here.
 *
 * @example <MarkerMap markers={markers} label="Mapa" loadingLabel="Carregando mapa" link={{ text: 'Abrir', pathOf: (id) => `/task/view/${id}` }} height={{ xs: 280 }} />
 */
export function MarkerMap(props: MarkerMapProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  const { data: config, failed } = useCommandData<{ TILE_URL: string; ATTRIBUTION: string }>(
    'ConsultarConfiguracaoMapa',
  );
  const { link: target } = props;
  const link = useMemo(
    () =>
      target && {
        text: target.text,
        href: (id: number) => `${base}${target.pathOf(id)}`,
        open: (id: number) => void navigate(target.pathOf(id)),
      },
    [target, base, navigate],
  );
  const spinner = (
    <Box sx={{ height: props.height, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={props.loadingLabel} />
    </Box>
  );
  if (failed) return <Typography color="error">{t('maps.unavailable')}</Typography>;
  if (!config || props.pending) return spinner;
  return (
    <Suspense fallback={spinner}>
      <LeafletMap
        markers={props.markers}
        tileUrl={config.TILE_URL}
        attribution={config.ATTRIBUTION}
        label={props.label}
        link={link}
        height={props.height}
      />
    </Suspense>
  );
}
