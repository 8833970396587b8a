import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { checkImageFile } from '../../../runtime/validators/checkImageFile';
import { useNotify } from '../../hooks/useNotify';

/** One portal image (banner or logo): its preview, a labelled file button (photo rule) and remove. */
export function PortalImageInput(props: {
  label: string;
  chooseLabel: string;
  removeLabel: string;
  preview: string | null;
  wide?: boolean;
  disabled?: boolean;
  onChoose(file: File): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const inputId = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) notify('error', t(`errors.${problem}`));
    else props.onChoose(file);
  };
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {props.label}
      </Typography>
      <Box
        sx={{
          width: props.wide ? '100%' : 120,
          aspectRatio: props.wide ? '4 / 1' : '1 / 1',
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'hidden',
          mb: 1,
        }}
      >
        {props.preview && (
          <Box
            component="img"
            src={props.preview}
            alt={props.label}
            sx={{ width: '100%', height: '100%', objectFit: props.wide ? 'cover' : 'contain' }}
          />
        )}
      </Box>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        style={{ display: 'none' }}
        aria-label={props.chooseLabel}
        onChange={choose}
        disabled={props.disabled}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" htmlFor={inputId} disabled={props.disabled}>
          {props.chooseLabel}
        </Button>
        {props.preview && (
          <Button onClick={props.onRemove} disabled={props.disabled}>
            {props.removeLabel}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
