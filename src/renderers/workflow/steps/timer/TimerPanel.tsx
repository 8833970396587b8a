import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../hooks/useTranslation';
import type { TimerSettings } from '../../../../runtime/workflows/steps/timer/TimerSettings';
import type { StepPanelProps } from '../../StepEditor';

const whole = (text: string) => Math.max(0, Math.trunc(Number(text) || 0));

/** Timer (spec 001 §3, §9): how long the flow waits, in hours and minutes (0-59). */
export function TimerPanel(props: StepPanelProps<TimerSettings>) {
  const { t } = useTranslation();
  const { settings } = props.step;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('workflow.timer.help')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          type="number"
          label={t('workflow.timer.hours')}
          value={settings.hours}
          slotProps={{ htmlInput: { min: 0 } }}
          onChange={(e) => props.onChange({ ...settings, hours: whole(e.target.value) })}
        />
        <TextField
          size="small"
          type="number"
          label={t('workflow.timer.minutes')}
          value={settings.minutes}
          slotProps={{ htmlInput: { min: 0, max: 59 } }}
          onChange={(e) => props.onChange({ ...settings, minutes: Math.min(59, whole(e.target.value)) })}
        />
      </Stack>
    </Stack>
  );
}
