import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Download from '@mui/icons-material/Download';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Share from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { formatBytes } from '../../../runtime/files/formatBytes';
import { checkImageFile } from '../../../runtime/validators/checkImageFile';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import { downloadBlob } from '../downloads/downloadBlob';
import { FileDropZone } from './FileDropZone';
import type { LibraryDetail } from './LibraryDetail';
import type { LibraryFile } from './LibraryFile';
import { ShareFileDialog } from './ShareFileDialog';

/**
 * A library's files: its path, the list with download (everyone), share and delete (editors), and the
 * upload area (editors). Images follow the photo rule before sending (5 MB, image types).
 */
export function LibraryFilesPanel(props: { libraryId: number; canEdit: boolean; onChanged?(): void }) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  const { data, reload } = useCommandData<{ BIBLIOTECA: LibraryDetail }>('ConsultarBiblioteca', {
    ID: props.libraryId,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [sharing, setSharing] = useState<LibraryFile | null>(null);
  const library = data?.BIBLIOTECA;

  const changed = () => {
    reload();
    props.onChanged?.();
  };
  const upload = async (files: File[]) => {
    for (const file of files) {
      const problem = file.type.startsWith('image/') ? checkImageFile(file) : null;
      if (problem) {
        notify('error', `${file.name}: ${t(`errors.${problem}`)}`);
        continue;
      }
      setBusy(file.name);
      try {
        await command('EnviarArquivoBiblioteca', { LIBRARY_ID: props.libraryId, FILE: file });
      } catch {
        // The adapter already showed why; the next files still go.
      }
    }
    setBusy(null);
    changed();
  };
  const download = async (file: LibraryFile) => {
    try {
      const blob = await command<Blob>('BaixarArquivoBiblioteca', { ID: file.id }, { responseType: 'blob' });
      downloadBlob(blob, file.name);
    } catch {
      // The adapter already showed why.
    }
  };
  const remove = async (file: LibraryFile) => {
    if (!window.confirm(t('libraryPages.deleteFileConfirm', { name: file.name }))) return;
    try {
      await command('ExcluirArquivoBiblioteca', { ID: file.id });
      changed();
    } catch {
      // The adapter already showed why.
    }
  };

  return (
    <Card component="section" aria-labelledby="library-files-title" sx={{ p: 2 }}>
      {library && (
        <Breadcrumbs aria-label={t('libraryPages.tree')} sx={{ mb: 1 }}>
          {library.path.map((p) => (
            <Typography key={p.id} color={p.id === library.id ? 'text.primary' : 'text.secondary'}>
              {p.name}
            </Typography>
          ))}
        </Breadcrumbs>
      )}
      <Typography id="library-files-title" variant="h2" component="h2" sx={{ fontSize: 18, mb: 1 }}>
        {t('libraryPages.files')}
      </Typography>
      {props.canEdit && (
        <FileDropZone
          disabled={!!busy}
          busyText={busy ? t('libraryPages.uploading', { name: busy }) : undefined}
          onFiles={(files) => void upload(files)}
        />
      )}
      {library && library.files.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('libraryPages.noFiles')}
        </Typography>
      )}
      <List aria-label={t('libraryPages.files')}>
        {library?.files.map((file) => (
          <ListItem key={file.id} divider sx={{ flexWrap: 'wrap', pr: 0 }}>
            <ListItemIcon sx={{ minWidth: 34 }}>
              <InsertDriveFileOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={file.name}
              secondary={`${formatBytes(file.size)} · ${new Date(file.createdAt).toLocaleDateString('pt-BR')}`}
              sx={{ minWidth: 0, overflowWrap: 'anywhere', flex: '1 1 160px' }}
            />
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <IconButton
                aria-label={t('libraryPages.download', { name: file.name })}
                onClick={() => void download(file)}
              >
                <Download />
              </IconButton>
              {props.canEdit && (
                <>
                  <IconButton
                    aria-label={t('libraryPages.share', { name: file.name })}
                    color={file.share?.enabled ? 'primary' : 'default'}
                    onClick={() => setSharing(file)}
                  >
                    <Share />
                  </IconButton>
                  <IconButton
                    aria-label={t('libraryPages.deleteFile', { name: file.name })}
                    onClick={() => void remove(file)}
                  >
                    <DeleteOutline />
                  </IconButton>
                </>
              )}
            </Box>
          </ListItem>
        ))}
      </List>
      <ShareFileDialog
        file={sharing}
        onClose={(wasChanged) => {
          setSharing(null);
          if (wasChanged) reload();
        }}
      />
    </Card>
  );
}
