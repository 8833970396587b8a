import Download from '@mui/icons-material/Download';
import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useSearchParams } from 'react-router';
import { formatBytes } from '../../../runtime/files/formatBytes';
import { CommandError } from '../../../runtime/protocol/CommandError';
import { CenteredMessage } from '../../components/CenteredMessage';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import { downloadBlob } from '../../components/downloads/downloadBlob';

interface SharedFile {
  name: string;
  contentType: string;
  size: number;
}

const PREVIEWABLE = /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/;

/**
 * /arquivo?token=…: a library file shared by a public link, without login. Its name and size, an inline
 * preview for images and PDF, and a download button; an unknown or disabled link says it is unavailable.
 */
export function PublicFileScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  const { command } = useRuntime();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [file, setFile] = useState<SharedFile | null>(null);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    setFile(null);
    setError(null);
    if (!token) {
      setError(t('errors.FILE_UNAVAILABLE'));
      return;
    }
    command<{ ARQUIVO: SharedFile }>('ConsultarArquivoPublico', { TOKEN: token }, { silent: true })
      .then(async (answer) => {
        if (!alive) return;
        setFile(answer.ARQUIVO);
        if (PREVIEWABLE.test(answer.ARQUIVO.contentType)) {
          const data = await command<Blob>(
            'BaixarArquivoPublico',
            { TOKEN: token },
            { responseType: 'blob', silent: true },
          );
          if (alive) setBlob(data);
        }
      })
      .catch(
        (e: unknown) =>
          alive && setError(e instanceof CommandError ? e.message : t('errors.FILE_UNAVAILABLE')),
      );
    return () => {
      alive = false;
    };
  }, [command, token, t]);

  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(blob);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  const download = async () => {
    if (!file) return;
    try {
      downloadBlob(
        blob ?? (await command<Blob>('BaixarArquivoPublico', { TOKEN: token }, { responseType: 'blob' })),
        file.name,
      );
    } catch {
      // The adapter already showed why.
    }
  };

  if (error)
    return (
      <CenteredMessage
        icon={<LinkOff color="action" sx={{ fontSize: 48 }} />}
        title={t('publicFile.unavailableTitle')}
        text={error}
      />
    );
  if (!file) return <FullPageSpinner />;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Card>
        <CardContent>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h1" component="h1" sx={{ fontSize: 22, overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
              <Typography color="text.secondary">{formatBytes(file.size)}</Typography>
            </Box>
            <Button variant="contained" startIcon={<Download />} onClick={() => void download()}>
              {t('publicFile.download')}
            </Button>
          </Box>
          <Box sx={{ mt: 2 }}>
            {!PREVIEWABLE.test(file.contentType) ? (
              <Typography color="text.secondary">{t('publicFile.noPreview')}</Typography>
            ) : !preview ? null : file.contentType === 'application/pdf' ? (
              <Box
                component="iframe"
                src={preview}
                title={t('publicFile.preview', { name: file.name })}
                sx={{ width: '100%', height: '75vh', border: 0 }}
              />
            ) : (
              <Box
                component="img"
                src={preview}
                alt={t('publicFile.preview', { name: file.name })}
                sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block', mx: 'auto' }}
              />
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
