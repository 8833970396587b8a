import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { canAccess } from '../../../runtime/access/canAccess';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useCommandData } from '../../hooks/useCommandData';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';
import type { ScreenProps } from '../ScreenProps';

interface CatalogueTemplate {
  id: number;
  name: string;
  abstract: string;
  description: string;
  category: string | null;
  fieldCount: number;
  images: Array<{ id: number; title: string; imagePath: string }>;
}

/**
 * Use-template links (`/use-template/:id/:name`). A visitor goes to register with the template id as a
 * query value (spec 000 section 2). A signed-in user sees the template and "Usar modelo", which copies
 * it into the company (UsarModeloTemplate) and goes on to the new-form screen with the template and the
 * copy, where the forms of issue 5 build the form.
 */
export function UseTemplateScreen(props: ScreenProps) {
  const status = useSession((s) => s.status);
  const id = props.params.id ?? '';
  if (status !== 'authenticated')
    return <Navigate to={`/register?${new URLSearchParams({ template: id }).toString()}`} replace />;
  return <TemplatePreview id={id} name={props.params.name ?? ''} />;
}

function TemplatePreview(props: { id: string; name: string }) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const navigate = useNavigate();
  const ctx = useAccessContext();
  const canUse = canAccess({ functionality: 'MODEL', level: 'EDIT' }, ctx).ok;
  const { data, failed, notFound } = useCommandData<{ TEMPLATE: CatalogueTemplate }>(
    'ConsultarModeloTemplate',
    { ID: props.id },
    false,
    { showsNotFound: true },
  );
  const [busy, setBusy] = useState(false);

  const use = async () => {
    setBusy(true);
    try {
      const answer = await command<{ COPIA: { id: number; name: string } }>('UsarModeloTemplate', {
        ID: props.id,
      });
      const query = new URLSearchParams({
        template: props.id,
        name: answer.COPIA.name,
        copy: String(answer.COPIA.id),
      });
      void navigate(`/form/new?${query.toString()}`);
    } catch {
      setBusy(false);
    }
  };

  if (notFound) return <NotFound back="/templates" />;
  if (failed)
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{t('errors.ENTITY_NOT_FOUND')}</Alert>
      </Box>
    );
  if (!data) return <FullPageSpinner />;
  const template = data.TEMPLATE;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 6 }, px: 2 }}>
      <Card sx={{ maxWidth: 640, width: '100%' }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack spacing={2}>
            <Typography variant="overline" color="text.secondary">
              {t('templatePages.catalogue')}
            </Typography>
            <Typography variant="h1" component="h1">
              {template.name}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {template.category && <Chip size="small" label={template.category} />}
              <Chip
                size="small"
                variant="outlined"
                label={t('templatePages.fieldCount', { count: template.fieldCount })}
              />
            </Box>
            {template.abstract && <Typography>{template.abstract}</Typography>}
            {template.description && template.description !== template.abstract && (
              <Typography color="text.secondary">{template.description}</Typography>
            )}
            {!canUse && <Alert severity="info">{t('templatePages.cannotUse')}</Alert>}
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/">
                {t('common.back')}
              </Button>
              <Button variant="contained" disabled={!canUse || busy} onClick={() => void use()}>
                {t('templatePages.use')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
