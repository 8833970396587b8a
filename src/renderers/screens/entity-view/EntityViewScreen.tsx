import Edit from '@mui/icons-material/Edit';
import Share from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { entityFormSections } from '../../../runtime/entities/entityUiSchema';
import { formatEntityValue } from '../../../runtime/entities/formatEntityValue';
import { ImageThumbnail } from '../../components/images/ImageThumbnail';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LookupLabel } from '../../components/LookupLabel';
import { NotFound } from '../../components/NotFound';
import { EntityMap } from '../../components/map';
import { PageHeader } from '../../components/PageHeader';
import { ShareDialog } from '../../components/share';
import { useCommandData } from '../../hooks/useCommandData';
import { useEntityMeta } from '../../hooks/useEntityMeta';
import { useEntityPaths } from '../../hooks/useEntityPaths';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRouteLinks } from '../../hooks/useRouteLinks';
import type { ScreenProps } from '../ScreenProps';

/**
 * The read-only page of a record: the form's sections as label / value pairs, edit for EDIT; a share
 * dialog when the entity declares `sharing.commands`, a map of the record when it declares `map`.
 */
export function EntityViewScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const entity = useEntityMeta(props.route);
  const routeTitle = usePageTitle(props.route.title);
  const paths = useEntityPaths(entity);
  const id = props.params.id ?? '';
  const { data, notFound } = useCommandData<{ ITEM: Record<string, unknown> }>(
    'GetEntity',
    { ENTITY: entity.name, ID: Number(id) },
    false,
    { showsNotFound: true },
  );
  const fields = new Map(entity.fields.map((f) => [f.key, f]));
  const record = data?.ITEM;
  const title = record ? String(record[entity.titleField] ?? routeTitle) : routeTitle;
  const [sharing, setSharing] = useState(false);
  const shareCommands = entity.sharing?.commands;
  const mapRecords = useMemo(() => (record ? [record] : []), [record]);
  const actions = useRouteLinks(entity.actions ?? [], id);
  if (notFound) return <NotFound back={paths.list} />;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t(entity.label)}
        actions={
          <>
            {paths.list && (
              <Button component={RouterLink} to={paths.list}>
                {t('common.back')}
              </Button>
            )}
            {shareCommands && record && (
              <Button startIcon={<Share />} onClick={() => setSharing(true)}>
                {t('share.open')}
              </Button>
            )}
            {actions.map((action) => (
              <Button key={action.route} component={RouterLink} to={action.path}>
                {t(action.label)}
              </Button>
            ))}
            {entity.clone && paths.new && record && (
              <Button component={RouterLink} to={`${paths.new}?from=${encodeURIComponent(id)}`}>
                {t('entityPages.clone')}
              </Button>
            )}
            {paths.edit && (
              <Button variant="contained" startIcon={<Edit />} component={RouterLink} to={paths.edit(id)}>
                {t('entityPages.edit')}
              </Button>
            )}
          </>
        }
      />
      {!record ? (
        <FullPageSpinner />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {entityFormSections(entity, (k) => t(k)).map((section) => (
            <Card key={section.key} component="section" aria-labelledby={`view-${section.key}`} sx={{ p: 2 }}>
              <Typography id={`view-${section.key}`} variant="h2" component="h2" sx={{ fontSize: 18, mb: 1 }}>
                {section.label}
              </Typography>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 1, m: 0 }}
              >
                {section.fields.map((key) => {
                  const field = fields.get(key);
                  if (!field || field.hidden) return null;
                  return (
                    <Box key={key} sx={{ display: 'contents' }}>
                      <Typography component="dt" color="text.secondary">
                        {t(field.label)}
                      </Typography>
                      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {field.type === 'image' && record[key] ? (
                          <ImageThumbnail
                            value={record[key]}
                            size={96}
                            alt={t('images.thumbnail', {
                              label: t(field.label),
                              name: String(record[entity.titleField] ?? ''),
                            })}
                          />
                        ) : field.type === 'lookup' && field.entity && field.displayField && record[key] ? (
                          <LookupLabel
                            entity={field.entity}
                            value={record[key]}
                            displayField={field.displayField}
                          />
                        ) : (
                          formatEntityValue(field, record[key], (k) => t(k)) || '—'
                        )}
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
            </Card>
          ))}
          {entity.map && <EntityMap entity={entity} records={mapRecords} single />}
        </Box>
      )}
      {shareCommands && record && (
        <ShareDialog
          open={sharing}
          onClose={() => setSharing(false)}
          id={Number(id)}
          title={title}
          commands={shareCommands}
          canEdit={paths.canEdit}
        />
      )}
    </>
  );
}
