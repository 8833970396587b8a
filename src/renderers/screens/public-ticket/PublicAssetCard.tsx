import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { PublicTaskList } from '../../components/tasks/PublicTaskList';
import type { PublicAsset } from './PublicAsset';

const rowsSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
  gap: 1,
  m: 0,
} as const;

/** The shared asset: name, type and unit, then its properties and tasks when the share shows them. */
export function PublicAssetCard(props: { asset: PublicAsset }) {
  const { t } = useTranslation();
  const { asset } = props;
  const pairs: Array<[string, string]> = [
    [t('ticket.type'), asset.type ?? '—'],
    [t('ticket.unit'), asset.unit ?? '—'],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card component="section" aria-labelledby="ticket-asset" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" color="text.secondary">
          {t('ticket.asset')}
        </Typography>
        <Typography id="ticket-asset" variant="h1" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {asset.name}
        </Typography>
        <Box component="dl" sx={rowsSx}>
          {pairs.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Card>
      {asset.properties && (
        <Card component="section" aria-labelledby="ticket-properties" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="ticket-properties" variant="h2" component="h2" sx={{ fontSize: 18, mb: 1 }}>
            {t('ticket.properties')}
          </Typography>
          {asset.properties.length ? (
            <Box component="dl" sx={rowsSx}>
              {asset.properties.map((p) => (
                <Box key={p.name} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {p.name}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {p.value || '—'}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('ticket.noProperties')}</Typography>
          )}
        </Card>
      )}
      {asset.tasks && (
        <Card component="section" aria-labelledby="ticket-tasks" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="ticket-tasks" variant="h2" component="h2" sx={{ fontSize: 18, mb: 1 }}>
            {t('ticket.tasks')}
          </Typography>
          <PublicTaskList tasks={asset.tasks} label={t('ticket.tasks')} empty={t('ticket.noTasks')} />
        </Card>
      )}
    </Box>
  );
}
