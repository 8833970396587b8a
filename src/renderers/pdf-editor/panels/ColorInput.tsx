import Clear from '@mui/icons-material/Clear';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../hooks/useTranslation';

/**
 * A labelled colour (`#rrggbb`) with the browser's own picker, or none (cleared).
 *
 * @example <ColorInput label="Cor do texto" value={rule.textColor} onChange={(c) => set({ textColor: c })} />
 */
export function ColorInput(props: {
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        type="color"
        label={props.label}
        value={props.value ?? '#ffffff'}
        sx={{ flex: 1, minWidth: 0, opacity: props.value ? 1 : 0.6 }}
        slotProps={{ inputLabel: { shrink: true } }}
        helperText={props.value ? props.value : t('pdfEditor.color.none')}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <IconButton
        size="small"
        aria-label={t('pdfEditor.color.clear', { name: props.label })}
        disabled={!props.value}
        onClick={() => props.onChange(undefined)}
      >
        <Clear fontSize="small" />
      </IconButton>
    </Stack>
  );
}
