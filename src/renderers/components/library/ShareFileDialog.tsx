import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import type { LibraryFile } from './LibraryFile';

interface Share {
  LINK: string;
  ENABLED: boolean;
}

/** The public link of a file (CompartilharArquivoBiblioteca): created on open, copy, on/off, renew. */
export function ShareFileDialog(props: { file: LibraryFile | null; onClose(changed: boolean): void }) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  const [share, setShare] = useState<Share | null>(null);
  const [changed, setChanged] = useState(false);
  const file = props.file;

  const call = async (params: Record<string, unknown>) => {
    if (!file) return;
    try {
      setShare(
        await command<Share>(
          'CompartilharArquivoBiblioteca',
          { ID: file.id, ...params },
          { silentOnSuccess: true },
        ),
      );
      setChanged(true);
    } catch {
      // The adapter already showed why.
    }
  };
  useEffect(() => {
    setShare(null);
    setChanged(false);
    if (file) void call({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file?.id]);

  const copy = async () => {
    if (!share) return;
    await navigator.clipboard?.writeText(share.LINK).catch(() => undefined);
    notify('success', t('libraryPages.copied'));
  };

  return (
    <Dialog open={!!file} onClose={() => props.onClose(changed)} fullWidth maxWidth="sm">
      <DialogTitle>{file ? t('libraryPages.shareTitle', { name: file.name }) : ''}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('libraryPages.shareText')}
        </Typography>
        {share && (
          <>
            <TextField
              label={t('libraryPages.copy')}
              value={share.LINK}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(e) => e.target.select()}
            />
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Switch checked={share.ENABLED} onChange={(e) => void call({ ENABLED: e.target.checked })} />
              }
              label={t('libraryPages.shareEnabled')}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void call({ REGENERATE_TOKEN: true })} disabled={!share}>
          {t('libraryPages.regenerate')}
        </Button>
        <Button onClick={() => void copy()} disabled={!share}>
          {t('libraryPages.copy')}
        </Button>
        <Button variant="contained" onClick={() => props.onClose(changed)}>
          {t('libraryPages.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
