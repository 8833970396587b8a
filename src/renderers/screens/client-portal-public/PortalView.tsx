import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { PublicTask } from '../../../runtime/protocol/answers/PublicTask';
import { PublicTaskList } from '../../components/tasks/PublicTaskList';
import type { PublicPortal } from './PublicPortal';

function Row(props: { label: string; value: string }) {
  if (!props.value) return null;
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {props.label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {props.value}
      </Typography>
    </Box>
  );
}

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Card
      component="section"
      aria-labelledby={props.id}
      sx={{ p: 2, borderTop: 4, borderColor: 'primary.main' }}
    >
      <Typography
        id={props.id}
        variant="h2"
        component="h2"
        sx={{ fontSize: 18, mb: 1, color: 'primary.main' }}
      >
        {props.title}
      </Typography>
      {props.children}
    </Card>
  );
}

const LIST_SX = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1, m: 0 };

/**
 * What the portal shows: banner, logo and name on the accent colour, contacts, address, activities (a
 * "Baixar PDF" button on each finished one when the portal offers downloads: `onDownload`, with the
 * task being downloaded `downloading` and the last refusal `downloadError`).
 */
export function PortalView(props: {
  portal: PublicPortal;
  bannerUrl: string | null;
  logoUrl: string | null;
  onDownload?: (task: PublicTask) => void;
  downloading?: number | null;
  downloadError?: string | null;
}) {
  const { t } = useTranslation();
  const { portal } = props;
  const extra = portal.extraContacts;
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto', pb: 4 }}>
      {props.bannerUrl && (
        <Box
          component="img"
          src={props.bannerUrl}
          alt={t('publicPortal.banner', { name: portal.clientName })}
          sx={{ width: '100%', aspectRatio: '4 / 1', objectFit: 'cover', display: 'block' }}
        />
      )}
      <Box
        component="header"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: { xs: 2, sm: 3 },
          py: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
        }}
      >
        {props.logoUrl && (
          <Box
            component="img"
            src={props.logoUrl}
            alt={t('publicPortal.logo', { name: portal.clientName })}
            sx={{ width: 56, height: 56, objectFit: 'contain', bgcolor: 'background.paper', borderRadius: 1 }}
          />
        )}
        <Typography
          variant="h1"
          component="h1"
          sx={{ fontSize: { xs: 22, sm: 28 }, overflowWrap: 'anywhere' }}
        >
          {portal.clientName}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          p: { xs: 2, sm: 3 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <Section id="portal-contacts" title={t('publicPortal.contacts')}>
          <Box component="dl" sx={LIST_SX}>
            <Row label={t('publicPortal.email')} value={portal.email} />
            <Row label={t('publicPortal.phone')} value={portal.phone} />
            <Row
              label={t('publicPortal.responsible')}
              value={[portal.responsibleName, portal.responsiblePhone].filter(Boolean).join(' · ')}
            />
            {extra && (
              <Row
                label={t('publicPortal.extraContacts')}
                value={[...extra.names, ...extra.phones, ...extra.emails].join(' · ')}
              />
            )}
          </Box>
        </Section>
        <Section id="portal-address" title={t('publicPortal.address')}>
          <Typography>{portal.address || '—'}</Typography>
        </Section>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <Section id="portal-activities" title={t('publicPortal.activities')}>
            {props.downloadError && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {props.downloadError}
              </Alert>
            )}
            <PublicTaskList
              tasks={portal.activities}
              label={t('publicPortal.activities')}
              empty={t('publicPortal.noActivities')}
              action={(task) =>
                task.pdfVersion && props.onDownload ? (
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<Download />}
                    sx={{ mt: 1 }}
                    disabled={props.downloading === task.id}
                    aria-label={t('publicPortal.downloadPdfOf', { title: task.title })}
                    onClick={() => props.onDownload?.(task)}
                  >
                    {t('publicPortal.downloadPdf')}
                  </Button>
                ) : null
              }
            />
          </Section>
        </Box>
      </Box>
    </Box>
  );
}
