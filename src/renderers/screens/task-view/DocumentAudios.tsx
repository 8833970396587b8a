import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { fieldAnswers } from '../../../runtime/forms/fieldAnswers';
import type { FormModel, StoredFileRef } from '../../../runtime/forms/FormModel';
import { useFileUrl } from '../../forms/fill/useFileUrl';
import { EmptyState } from './EmptyState';
import { answerPlace } from './answerPlace';

/** The audio files answered in the document's audio fields (also in copies and table cells), each playable. */
export function DocumentAudios(props: { model: FormModel; values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const audios = fieldAnswers(props.model, props.values)
    .filter((a) => (a.column ?? a.field).type === 'audio' && Array.isArray(a.value))
    .flatMap((a) =>
      (a.value as StoredFileRef[])
        .filter((file) => typeof file?.fileId === 'string')
        .map((file) => ({ answer: a, file })),
    );
  if (!audios.length) return <EmptyState text={t('taskView.audios.none')} />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {audios.map(({ answer, file }) => (
        <Card key={file.fileId} component="article" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {(answer.column ?? answer.field).name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {answerPlace(answer, t)} · {file.name ?? file.fileId}
          </Typography>
          <AudioPlayer file={file} />
        </Card>
      ))}
    </Box>
  );
}

function AudioPlayer(props: { file: StoredFileRef }) {
  const { t } = useTranslation();
  const url = useFileUrl(props.file.fileId);
  const name = props.file.name ?? props.file.fileId;
  if (!url) return <Typography color="text.secondary">{t('forms.fill.loading')}</Typography>;
  return (
    <Box
      component="audio"
      controls
      src={url}
      aria-label={t('taskView.audios.play', { name })}
      sx={{ width: '100%', maxWidth: 480 }}
    />
  );
}
