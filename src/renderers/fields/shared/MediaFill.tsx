import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import type { FileRef } from '../../forms/fill/FileRef';
import { FileTile } from '../../forms/fill/FileTile';
import { FieldFrame } from '../../forms/fill/FieldFrame';
import type { FileKind } from '../../forms/fill/FilePicker';
import { FilePicker } from '../../forms/fill/FilePicker';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

const KINDS: Record<string, FileKind> = { photo: 'photo', video: 'video', audio: 'audio', file: 'file' };

/**
 * Photo, video, audio and file fields: their files as a list (empty list = empty field). Photos offer the
 * camera and, with `gallery`, the gallery; the photo settings' reference images are shown as examples.
 */
export function MediaFill(props: FillRendererProps<FileRef[]>) {
  const { t } = useTranslation();
  const settings = props.field.settings ?? {};
  const references = (settings.referenceImages as FileRef[] | undefined) ?? [];
  const kind = KINDS[props.field.type] ?? 'file';
  const max = (settings.maxPhotos ?? settings.maxFiles) as number | undefined;
  return (
    <FieldFrame field={props.field} inputId={props.inputId} error={props.error} dense={props.dense}>
      {references.length > 0 && !props.readOnly && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('forms.fill.referenceImages')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {references.map((file) => (
              <FileTile key={file.fileId} file={file} image source="BaixarImagemModelo" />
            ))}
          </Box>
        </Box>
      )}
      <FilePicker
        fieldId={props.field.id}
        kind={kind}
        files={props.value ?? []}
        onChange={(files) => props.onChange(files.length ? files : null)}
        readOnly={props.readOnly}
        maxFiles={max}
        gallery={settings.gallery as boolean | undefined}
        accept={settings.accept as string[] | undefined}
        labelledBy={props.inputId}
      />
    </FieldFrame>
  );
}
