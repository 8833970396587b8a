import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { sanitizeFileName } from '../../../runtime/files/sanitizeFileName';

/** Drag-and-drop area with a button fallback; hands the chosen files over, several at once. */
export function FileDropZone(props: { disabled?: boolean; onFiles(files: File[]): void; busyText?: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!props.disabled) props.onFiles([...event.dataTransfer.files]);
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="file-drop-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: 2,
        textAlign: 'center',
      }}
    >
      <CloudUploadOutlined color="action" />
      <Typography sx={{ mb: 1 }}>{props.busyText ?? t('libraryPages.drop')}</Typography>
      <input
        id={inputId}
        type="file"
        multiple
        style={{ display: 'none' }}
        aria-label={t('libraryPages.chooseFiles')}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) props.onFiles(files);
        }}
        disabled={props.disabled}
      />
      <Button variant="outlined" component="label" htmlFor={inputId} disabled={props.disabled}>
        {t('libraryPages.chooseFiles')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('libraryPages.dropHint', { max: '5 MB', example: sanitizeFileName('Relatório Técnico (1).pdf') })}
      </Typography>
    </Box>
  );
}
