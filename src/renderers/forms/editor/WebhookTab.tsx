import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import type { FormModel, FormWebhook } from '../../../runtime/forms/FormModel';

const EMPTY: FormWebhook = { active: false, sendPdf: false, link: '', headers: [] };

/** The "webhook settings" tab: active, send the PDF, link, header key/value pairs (incomplete pairs ignored). */
export function WebhookTab(props: { model: FormModel; onChange(model: FormModel): void }) {
  const { t } = useTranslation();
  const hook = props.model.webhook ?? EMPTY;
  const set = (patch: Partial<FormWebhook>) =>
    props.onChange({ ...props.model, webhook: { ...hook, ...patch } });
  const setHeader = (index: number, patch: Partial<FormWebhook['headers'][number]>) =>
    set({ headers: hook.headers.map((h, i) => (i === index ? { ...h, ...patch } : h)) });
  const badLink = hook.link !== '' && !/^https?:\/\/\S+$/i.test(hook.link);
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 820 }}>
      <Stack spacing={2}>
        <FormControlLabel
          control={<Switch checked={hook.active} onChange={(e) => set({ active: e.target.checked })} />}
          label={t('forms.editor.webhook.active')}
        />
        <FormControlLabel
          control={<Switch checked={hook.sendPdf} onChange={(e) => set({ sendPdf: e.target.checked })} />}
          label={t('forms.editor.webhook.sendPdf')}
        />
        <TextField
          label={t('forms.editor.webhook.link')}
          value={hook.link}
          type="url"
          error={badLink}
          helperText={badLink ? t('forms.editor.webhook.badLink') : undefined}
          onChange={(e) => set({ link: e.target.value.trim() })}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Typography variant="subtitle2" component="h2">
          {t('forms.editor.webhook.headers')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('forms.editor.webhook.headersHelp')}
        </Typography>
        {hook.headers.map((header, index) => (
          <Box
            key={index}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr auto', sm: '1fr 2fr auto' },
              alignItems: 'center',
            }}
          >
            <TextField
              size="small"
              label={t('forms.editor.webhook.key', { n: index + 1 })}
              value={header.key}
              onChange={(e) => setHeader(index, { key: e.target.value })}
            />
            <TextField
              size="small"
              label={t('forms.editor.webhook.value', { n: index + 1 })}
              value={header.value}
              onChange={(e) => setHeader(index, { value: e.target.value })}
              sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
            />
            <IconButton
              aria-label={t('forms.editor.webhook.remove', { n: index + 1 })}
              onClick={() => set({ headers: hook.headers.filter((_h, i) => i !== index) })}
              sx={{ gridRow: { xs: '1 / 3', sm: 'auto' } }}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button
            startIcon={<Add />}
            onClick={() => set({ headers: [...hook.headers, { key: '', value: '' }] })}
          >
            {t('forms.editor.webhook.addHeader')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
