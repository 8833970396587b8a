import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { formatTaskDate } from '../../../runtime/tasks/formatTaskDate';
import {
  isValidRecurrence,
  occurrencesBetween,
  type RecurrenceRule,
} from '../../../runtime/tasks/recurrence';

const SHOWN = 6;
const DAY_MS = 86_400_000;

/**
 * The next occurrences of a rule from today or its later base date on (a year ahead), computed by the
 * same occurrencesBetween the server generates tasks with: what saving will create.
 */
export function RecurrencePreview(props: { rule: RecurrenceRule; today: string }) {
  const { t } = useTranslation();
  const valid = isValidRecurrence(props.rule) && Number.isInteger(props.rule.expiryDays);
  const from = props.rule.baseDate > props.today ? props.rule.baseDate : props.today;
  const until = valid
    ? new Date(Date.parse(`${from}T00:00:00.000Z`) + 365 * DAY_MS).toISOString().slice(0, 10)
    : from;
  const next = valid ? occurrencesBetween(props.rule, from, until).slice(0, SHOWN) : [];
  return (
    <Box aria-live="polite">
      <Typography variant="subtitle2" component="h3" id="recurrence-preview">
        {t('taskForm.preview')}
      </Typography>
      {next.length === 0 ? (
        <Typography color="text.secondary">{t('taskForm.previewEmpty')}</Typography>
      ) : (
        <Box component="ol" aria-labelledby="recurrence-preview" sx={{ m: 0, pl: 3 }}>
          {next.map((o) => (
            <li key={o.date}>
              {t('taskForm.previewItem', {
                date: formatTaskDate(o.date, false),
                weekday: t(`taskForm.weekdaysShort.${new Date(`${o.date}T00:00:00.000Z`).getUTCDay()}`),
                due: formatTaskDate(o.dueDate, false),
              })}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
