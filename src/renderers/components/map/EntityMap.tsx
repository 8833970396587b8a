import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { EntityMeta } from '../../../runtime/entities/EntityMeta';
import { mapMarkers } from '../../../runtime/maps/mapMarkers';
import { useEntityPaths } from '../../hooks/useEntityPaths';
import { MarkerMap } from './MarkerMap';

export interface EntityMapProps {
  entity: EntityMeta;
  records: ReadonlyArray<Record<string, unknown>>;
  /** The view page's map of one record: no count line, no link to the record itself. */
  single?: boolean;
}

/**
 * The records of an entity that declares `map` on a MarkerMap. Records without coordinates are left
 * off; the list's map says how many are shown, so a missing one is no mystery.
 */
export function EntityMap(props: EntityMapProps) {
  const { t } = useTranslation();
  const paths = useEntityPaths(props.entity);
  const markers = useMemo(
    () => mapMarkers(props.entity, props.records, (k) => t(k)),
    [props.entity, props.records, t],
  );
  const view = paths.view;
  const link = useMemo(
    () => (view && !props.single ? { text: t('maps.openRecord'), pathOf: view } : undefined),
    [view, props.single, t],
  );
  // A record without coordinates gets no map on its page: nothing to ask the server then.
  if (props.single && !markers.length) return null;
  const map = (
    <MarkerMap
      markers={markers}
      label={t('maps.label')}
      loadingLabel={t('maps.loading')}
      link={link}
      height={props.single ? { xs: 220, sm: 280 } : { xs: 280, sm: 380 }}
    />
  );
  return props.single ? (
    <Card component="section" aria-labelledby="entity-map-title" sx={{ p: 2 }}>
      <Typography id="entity-map-title" variant="h2" component="h2" sx={{ fontSize: 18, mb: 1 }}>
        {t('maps.title')}
      </Typography>
      {map}
    </Card>
  ) : (
    <Box>
      {map}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('maps.shown', { count: markers.length, total: props.records.length })}
      </Typography>
    </Box>
  );
}
