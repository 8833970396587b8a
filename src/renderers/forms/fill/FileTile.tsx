import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { formatBytes } from '../../../runtime/files/formatBytes';
import type { FileRef } from './FileRef';
import { useFileUrl, type FileSource } from './useFileUrl';

/**
 * One uploaded file: a thumbnail (images, with the photo's time and GPS position when it has them) or its
 * name with a download link, and remove when editable.
 */
export function FileTile(props: {
  file: FileRef;
  image: boolean;
  onRemove?: () => void;
  /** A model's picture rather than a document upload. */
  source?: FileSource;
}) {
  const { t, i18n } = useTranslation();
  const { file } = props;
  const stamp = [
    file.takenAt &&
      t('forms.fill.photo.takenAt', { date: new Date(file.takenAt).toLocaleString(i18n.language) }),
    file.position &&
      t('forms.fill.photo.position', {
        lat: file.position.lat.toFixed(5),
        lng: file.position.lng.toFixed(5),
      }),
  ].filter(Boolean);
  const url = useFileUrl(file.fileId, props.source);
  const name = file.name ?? file.fileId;
  return (
    <Box
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: props.image ? 0 : 1,
        maxWidth: '100%',
      }}
    >
      {props.image ? (
        url ? (
          <Box
            component="img"
            src={url}
            alt={name}
            sx={{ display: 'block', width: 112, height: 112, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : (
          <Box role="img" aria-label={name} sx={{ width: 112, height: 112, bgcolor: 'action.hover' }} />
        )
      ) : null}
      {props.image && stamp.length > 0 && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ width: 112, px: 0.5, m: 0, overflowWrap: 'anywhere' }}
        >
          {stamp.join(' · ')}
        </Typography>
      )}
      {!props.image && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: props.onRemove ? 4 : 0 }}>
          <Download fontSize="small" aria-hidden />
          {url ? (
            <Link href={url} download={name} sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Link>
          ) : (
            <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
          )}
          {file.size !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {formatBytes(file.size)}
            </Typography>
          )}
        </Box>
      )}
      {props.onRemove && (
        <IconButton
          size="small"
          aria-label={t('forms.fill.removeFile', { name })}
          onClick={props.onRemove}
          sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
        >
          <Close fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
