import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../hooks/useTranslation';
import { NativeSelect } from '../../components/NativeSelect';
import { RecurrencePreview } from '../../components/tasks/RecurrencePreview';
import { recurrenceRuleOf } from '../../../runtime/controllers/taskForm/recurrenceRuleOf';
import type { RecurrenceDraft } from '../../../runtime/controllers/taskForm/TaskDraft';
import { TaskFieldGrid } from './TaskFieldGrid';
import { TaskSection } from '../../components/tasks/TaskSection';
import type { TaskSectionProps } from './TaskSectionProps';

const TYPES: RecurrenceDraft['recurrenceType'][] = ['weekly', 'monthly', 'yearly', 'custom'];
const PERIODS: RecurrenceDraft['periodType'][] = ['days', 'weeks', 'months'];
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const MONTHS = Array.from({ length: 12 }, (_v, i) => i + 1);

/**
 * The rule of a recurrent task (spec 001 §3): weekly on checked weekdays, monthly on a day, yearly on a
 * date, or every N days, weeks or months from the base date; the expiry days; and the preview of the
 * next occurrences.
 */
export function RecurrenceSection(props: TaskSectionProps & { today: string }) {
  const { t, i18n } = useTranslation();
  const { draft, errors } = props;
  const r = draft.recurrence;
  const set = (patch: Partial<RecurrenceDraft>) => props.change({ recurrence: { ...r, ...patch } });
  const monthName = (m: number) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2024, m - 1, 1),
    );
  const [month = '01', day = '01'] = r.yearDate.split('-');
  const number = { inputLabel: { shrink: true }, htmlInput: { min: 1, step: 1 } };
  return (
    <TaskSection title={t('taskForm.sections.recurrence')}>
      <TaskFieldGrid columns={4}>
        <NativeSelect
          label={t('taskForm.fields.recurrenceType')}
          value={r.recurrenceType}
          onChange={(v) => set({ recurrenceType: v as RecurrenceDraft['recurrenceType'] })}
          options={TYPES.map((type) => ({ value: type, label: t(`taskForm.types.${type}`) }))}
        />
        {r.recurrenceType === 'monthly' && (
          <TextField
            type="number"
            label={t('taskForm.fields.monthDay')}
            value={r.monthDay}
            onChange={(e) => set({ monthDay: e.target.value })}
            error={!!errors.recurrence}
            helperText={errors.recurrence}
            slotProps={{ ...number, htmlInput: { min: 1, max: 31, step: 1 } }}
          />
        )}
        {r.recurrenceType === 'yearly' && (
          <>
            <TextField
              type="number"
              label={t('taskForm.fields.yearDay')}
              value={String(Number(day))}
              onChange={(e) => set({ yearDate: `${month}-${e.target.value.padStart(2, '0')}` })}
              error={!!errors.recurrence}
              helperText={errors.recurrence}
              slotProps={{ ...number, htmlInput: { min: 1, max: 31, step: 1 } }}
            />
            <NativeSelect
              label={t('taskForm.fields.yearMonth')}
              value={month}
              onChange={(v) => set({ yearDate: `${v}-${day}` })}
              options={MONTHS.map((m) => ({ value: String(m).padStart(2, '0'), label: monthName(m) }))}
            />
          </>
        )}
        {r.recurrenceType === 'custom' && (
          <>
            <TextField
              type="number"
              label={t('taskForm.fields.customInterval')}
              value={r.customInterval}
              onChange={(e) => set({ customInterval: e.target.value })}
              error={!!errors.recurrence}
              helperText={errors.recurrence}
              slotProps={{ ...number, htmlInput: { min: 1, max: 366, step: 1 } }}
            />
            <NativeSelect
              label={t('taskForm.fields.periodType')}
              value={r.periodType}
              onChange={(v) => set({ periodType: v as RecurrenceDraft['periodType'] })}
              options={PERIODS.map((p) => ({ value: p, label: t(`taskForm.periods.${p}`) }))}
            />
          </>
        )}
        <TextField
          type="number"
          label={t('taskForm.fields.expiryDays')}
          value={r.expiryDays}
          onChange={(e) => set({ expiryDays: e.target.value })}
          error={!!errors.dueDays}
          helperText={errors.dueDays ?? t('taskForm.expiryHelp')}
          slotProps={{ ...number, htmlInput: { min: 0, max: 3650, step: 1 } }}
        />
      </TaskFieldGrid>
      {r.recurrenceType === 'weekly' && (
        <FormControl component="fieldset" error={!!errors.recurrence}>
          <FormLabel component="legend">{t('taskForm.fields.weekdays')}</FormLabel>
          <FormGroup row>
            {WEEKDAYS.map((d) => (
              <FormControlLabel
                key={d}
                label={t(`taskForm.weekdays.${d}`)}
                control={
                  <Checkbox
                    checked={r.weekdays.includes(d)}
                    onChange={(e) =>
                      set({
                        weekdays: e.target.checked ? [...r.weekdays, d] : r.weekdays.filter((w) => w !== d),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {errors.recurrence && <FormHelperText>{errors.recurrence}</FormHelperText>}
        </FormControl>
      )}
      <Box>
        <RecurrencePreview rule={recurrenceRuleOf(draft)} today={props.today} />
      </Box>
    </TaskSection>
  );
}
