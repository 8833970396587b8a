import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { MaskPicker } from '../../forms/editor/MaskPicker';
import type { SettingsRendererProps } from '../../forms/editor/SettingsRenderer';

interface Part {
  id: string;
  label: string;
  mask?: string;
}

/** A composite text: its parts, each with a label and an optional mask. */
export function CompositeSettings(props: SettingsRendererProps) {
  const { t } = useTranslation();
  const parts = (props.field.settings?.parts as Part[] | undefined) ?? [];
  const save = (next: Part[]) =>
    props.onChange({ ...props.field, settings: { ...props.field.settings, parts: next } });
  const nextId = () => {
    let n = parts.length + 1;
    while (parts.some((p) => p.id === `part_${n}`)) n += 1;
    return `part_${n}`;
  };
  return (
    <Stack spacing={1.5} role="group" aria-label={t('forms.editor.composite.title')}>
      <Typography variant="subtitle2">{t('forms.editor.composite.title')}</Typography>
      {parts.map((part, index) => (
        <Paper key={part.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack spacing={1}>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <TextField
                size="small"
                sx={{ flex: 1 }}
                label={t('forms.editor.composite.part', { n: index + 1 })}
                value={part.label}
                required
                onChange={(e) =>
                  save(parts.map((p, i) => (i === index ? { ...p, label: e.target.value } : p)))
                }
              />
              <IconButton
                aria-label={t('forms.editor.composite.remove', { name: part.label })}
                onClick={() => save(parts.filter((_p, i) => i !== index))}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
            <MaskPicker
              value={part.mask}
              masks={props.meta.masks ?? []}
              onChange={(mask) =>
                save(
                  parts.map((p, i) => {
                    if (i !== index) return p;
                    const { mask: _old, ...rest } = p;
                    return mask === undefined ? rest : { ...rest, mask };
                  }),
                )
              }
            />
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button
          startIcon={<Add />}
          onClick={() =>
            save([
              ...parts,
              { id: nextId(), label: t('forms.editor.composite.default', { n: parts.length + 1 }) },
            ])
          }
        >
          {t('forms.editor.composite.add')}
        </Button>
      </Box>
    </Stack>
  );
}
