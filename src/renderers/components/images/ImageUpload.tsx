import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { checkImageFile } from '../../../runtime/validators/checkImageFile';
import { useFileUrl } from '../../forms/fill/useFileUrl';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';

/** An address typed before images were uploads (an old text value) is shown as it is. */
const isAddress = (value: string) => /^(https?:)?\//.test(value);

export interface ImageUploadProps {
  /** The image's id (EnviarImagem), an old image address, or null. */
  value: string | null;
  /** The new image's id once uploaded, or null when removed. */
  onChange(value: string | null): void;
  label: string;
  disabled?: boolean;
}

/**
 * An image chosen from the device, sent at once with EnviarImagem (file storage) and shown as a preview,
 * replaceable and removable: the entity forms' `image` fields and the company logo. Non-images and files
 * over 5 MB are refused here with the catalogue's message (the server checks the bytes again).
 *
 * @example <ImageUpload label="Logo" value={logo} onChange={setLogo} />
 */
export function ImageUpload(props: ImageUploadProps) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const stored = useFileUrl(props.value && !isAddress(props.value) ? props.value : undefined, 'BaixarImagem');
  const src = props.value && isAddress(props.value) ? props.value : stored;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      notify('error', t(`errors.${problem}`));
      return;
    }
    setBusy(true);
    try {
      const answer = await command<{ IMAGEM: { fileId: string } }>(
        'EnviarImagem',
        { FILE: file },
        { silentOnSuccess: true },
      );
      props.onChange(answer.IMAGEM.fileId);
    } catch {
      // The adapter showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Box
        sx={{
          width: 96,
          height: 96,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {src ? (
          <img
            src={src}
            alt={t('images.preview', { label: props.label })}
            style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', px: 1 }}>
            {t('images.none')}
          </Typography>
        )}
      </Box>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography component="span" variant="body2">
          {props.label}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            size="small"
            disabled={props.disabled || busy}
          >
            {t(props.value ? 'images.replace' : 'images.choose')}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              hidden
              onChange={(e) => void choose(e)}
              aria-label={`${t(props.value ? 'images.replace' : 'images.choose')}: ${props.label}`}
            />
          </Button>
          {props.value && (
            <Button
              size="small"
              color="error"
              disabled={props.disabled || busy}
              onClick={() => props.onChange(null)}
              aria-label={`${t('images.remove')}: ${props.label}`}
            >
              {t('images.remove')}
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {t('images.hint')}
        </Typography>
      </Stack>
    </Stack>
  );
}
