import CloudOff from '@mui/icons-material/CloudOff';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';
import { useTranslation } from '../hooks/useTranslation';
import { ChunkLoadError } from '../registry/ChunkLoadError';
import { CenteredMessage } from './CenteredMessage';

function ChunkFailed() {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      icon={<CloudOff color="primary" sx={{ fontSize: 48 }} />}
      title={t('pages.chunkErrorTitle')}
      text={t('pages.chunkErrorText')}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('pages.reload')}
        </Button>
      }
    />
  );
}

/**
 * Shows "could not load this screen" with a reload button when a lazy chunk failed even after loadChunk's
 * one automatic reload. Any other error goes on to the boundary above, untouched.
 */
export class ChunkErrorBoundary extends Component<{ children?: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error instanceof ChunkLoadError) return <ChunkFailed />;
    if (this.state.error) throw this.state.error;
    return this.props.children;
  }
}
