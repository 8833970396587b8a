import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { DrawingCanvas } from './DrawingCanvas';
import type { FileRef } from '../../forms/fill/FileRef';
import { FieldFrame } from '../../forms/fill/FieldFrame';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';
import { useFileUrl } from '../../forms/fill/useFileUrl';
import { useFillContext } from '../../forms/fill/useFillContext';

/**
 * A drawn signature or a sketch: the stored drawing (with "draw again"), or the canvas whose PNG is
 * uploaded (EnviarArquivoDocumento) and stored as the field's file. Sketches draw on the settings'
 * background image; signatures offer the typed alternative for keyboard users.
 */
export function DrawnImageFill(props: FillRendererProps<FileRef>) {
  const { t } = useTranslation();
  const { upload } = useFillContext();
  const [busy, setBusy] = useState(false);
  // Drawing goes on after each upload (people pause mid-signature): the stored image shows only for a
  // drawing made before (a draft, the read-only view).
  const [editing, setEditing] = useState(!props.value);
  const signature = props.field.type === 'signatureDrawn';
  const background = useFileUrl(
    (props.field.settings?.backgroundImage as FileRef | undefined)?.fileId,
    'BaixarImagemModelo',
  );
  const stored = useFileUrl(props.value?.fileId);
  const label = t(signature ? 'forms.fill.drawing.signatureArea' : 'forms.fill.drawing.sketchArea', {
    name: props.field.name,
  });
  const send = async (png: Blob) => {
    if (!upload) return;
    setBusy(true);
    try {
      props.onChange(await upload(props.field.id, png, `${props.field.id}.png`));
    } catch {
      // The adapter showed the server's error.
    } finally {
      setBusy(false);
    }
  };
  return (
    <FieldFrame field={props.field} inputId={props.inputId} error={props.error} dense={props.dense}>
      {props.value && (!editing || props.readOnly) ? (
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          {stored ? (
            <Box
              component="img"
              src={stored}
              alt={label}
              sx={{ maxWidth: '100%', width: 600, border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
          ) : (
            <Typography color="text.secondary">{t('forms.fill.drawing.stored')}</Typography>
          )}
          {!props.readOnly && (
            <Button
              variant="outlined"
              onClick={() => {
                setEditing(true);
                props.onChange(null);
              }}
            >
              {t('forms.fill.drawing.again')}
            </Button>
          )}
        </Box>
      ) : props.readOnly ? (
        <Typography color="text.secondary">—</Typography>
      ) : upload ? (
        <Box sx={{ position: 'relative' }}>
          <DrawingCanvas
            label={label}
            height={signature ? 200 : 340}
            background={background}
            typedAlternative={signature}
            onDrawn={(png) => void send(png)}
            onCleared={() => props.onChange(null)}
          />
          {props.value && !busy && (
            <Typography role="status" variant="body2" color="success.main" sx={{ mt: 0.5 }}>
              {t('forms.fill.drawing.stored')}
            </Typography>
          )}
          {busy && (
            <CircularProgress
              size={20}
              aria-label={t('forms.fill.uploading')}
              sx={{ position: 'absolute', top: 8, right: 8 }}
            />
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('forms.fill.uploadUnavailable')}</Typography>
      )}
    </FieldFrame>
  );
}
