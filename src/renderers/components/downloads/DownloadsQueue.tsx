import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { formatNumber } from '../../../runtime/forms/fieldTypes/shared/formatNumber';
import { localOffset } from '../../../runtime/tasks/localOffset';
import { useRuntime } from '../../hooks/useRuntime';
import { downloadBlob } from './downloadBlob';
import type { DownloadItem, DownloadStatus } from './DownloadItem';
import type { DownloadsQueueState } from './useDownloadsQueue';

const CHIP_COLORS: Record<DownloadStatus, 'default' | 'info' | 'success' | 'error'> = {
  waiting: 'default',
  generating: 'info',
  ready: 'success',
  downloading: 'info',
  done: 'default',
  error: 'error',
};

/** A file size in the locale, e.g. '12,3 kB'. */
function sizeText(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, 'megabyte']
      : bytes >= 1000
        ? [bytes / 1000, 'kilobyte']
        : [bytes, 'byte'];
  return formatNumber(value, locale, { style: 'unit', unit, maximumFractionDigits: 1 });
}

/**
 * The user's downloads queue (spec 001 §4): each download's file name, type, task count and size, its
 * state (Aguardando geração, Gerando with a progress bar, Pronto, Baixando, Concluído, Erro with the
 * catalogue message), "Baixar" when ready or done (BaixarDownload, saved as a file) and "Tentar
 * novamente" on error (the same tasks and type requested again). `queue` comes from useDownloadsQueue,
 * which polls while something is generating.
 *
 * @example const queue = useDownloadsQueue(); <DownloadsQueue queue={queue} />
 */
export function DownloadsQueue(props: { queue: DownloadsQueueState; headingId?: string }) {
  const { t, i18n } = useTranslation();
  const { command } = useRuntime();
  const { queue } = props;
  const [fetching, setFetching] = useState<Set<number>>(new Set());
  const mark = (id: number, on: boolean) =>
    setFetching((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const download = async (item: DownloadItem) => {
    mark(item.id, true);
    try {
      const blob = await command<Blob>('BaixarDownload', { ID: item.id }, { responseType: 'blob' });
      downloadBlob(blob, item.name ?? `download_${item.id}`);
    } catch {
      // The adapter already showed the refusal.
    } finally {
      mark(item.id, false);
      queue.refresh();
    }
  };
  const retry = async (item: DownloadItem) => {
    try {
      await command('SolicitarDownload', { IDS: item.taskIds, FORMATO: item.format, FUSO: localOffset() });
    } catch {
      // The adapter already showed the refusal.
    }
    queue.refresh();
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography id={props.headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('downloads.title')}
      </Typography>
      {queue.failed && !queue.items.length ? (
        <Typography color="error">{t('downloads.loadError')}</Typography>
      ) : queue.loaded && !queue.items.length ? (
        <Typography color="text.secondary">{t('downloads.empty')}</Typography>
      ) : (
        <List disablePadding aria-labelledby={props.headingId}>
          {queue.items.map((item) => {
            const status: DownloadStatus = fetching.has(item.id) ? 'downloading' : item.status;
            const label = item.name ?? t(`downloads.formats.${item.format}`);
            const details = [
              t(`downloads.formats.${item.format}`),
              t('downloads.tasks', { count: item.taskCount }),
              item.size !== null ? sizeText(item.size, i18n.language) : null,
            ].filter(Boolean);
            return (
              <ListItem
                key={item.id}
                divider
                disableGutters
                sx={{ display: 'block', py: 1.5 }}
                aria-label={`${label}: ${t(`downloads.states.${status}`)}`}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500, flex: 1, minWidth: 0 }} noWrap title={label}>
                    {label}
                  </Typography>
                  <Chip size="small" color={CHIP_COLORS[status]} label={t(`downloads.states.${status}`)} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {details.join(' · ')}
                </Typography>
                {status === 'generating' && (
                  <LinearProgress
                    variant="determinate"
                    value={item.progress}
                    aria-label={t('downloads.progress', { name: label })}
                    sx={{ mt: 1 }}
                  />
                )}
                {status === 'downloading' && <LinearProgress sx={{ mt: 1 }} aria-label={label} />}
                {status === 'error' && item.error && (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                    {item.error}
                  </Typography>
                )}
                {(status === 'ready' || status === 'done') && (
                  <Button size="small" sx={{ mt: 0.5 }} onClick={() => void download(item)}>
                    {t('downloads.download')}
                  </Button>
                )}
                {status === 'error' && (
                  <Button size="small" sx={{ mt: 0.5 }} onClick={() => void retry(item)}>
                    {t('downloads.retry')}
                  </Button>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
