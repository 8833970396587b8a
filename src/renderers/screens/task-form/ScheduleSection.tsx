import TextField from '@mui/material/TextField';
import { useTranslation } from '../../hooks/useTranslation';
import { NativeSelect } from '../../components/NativeSelect';
import type { TaskDraft } from '../../../runtime/controllers/taskForm/TaskDraft';
import { TaskFieldGrid } from './TaskFieldGrid';
import { TaskSection } from '../../components/tasks/TaskSection';
import type { TaskSectionProps } from './TaskSectionProps';

const DUE_MODES: TaskDraft['dueMode'][] = ['date', 'days', 'none'];

/**
 * Start date and hour, and the due: a date and hour (24 h, 23:59 by default), a number of days after the
 * start, or none. A recurrent task's start date is its base date and its due comes from the expiry days
 * (RecurrenceSection), so only the due hour is asked here. Browser date and time inputs: the locale's
 * dd/mm/aaaa and 24 h in pt-BR, keyboard and phone friendly.
 */
export function ScheduleSection(props: TaskSectionProps) {
  const { t } = useTranslation();
  const { draft, change, errors } = props;
  const shrink = { inputLabel: { shrink: true } };
  const dueHour = (
    <TextField
      type="time"
      label={t('taskForm.fields.dueHour')}
      value={draft.dueHour}
      onChange={(e) => change({ dueHour: e.target.value })}
      error={!!errors.dueHour}
      helperText={errors.dueHour ?? t('taskForm.dueDefault')}
      slotProps={shrink}
    />
  );
  return (
    <TaskSection title={t('taskForm.sections.schedule')}>
      <TaskFieldGrid columns={4}>
        <TextField
          type="date"
          label={t(draft.recurrent ? 'taskForm.fields.baseDate' : 'taskForm.fields.startDate')}
          value={draft.startDate}
          onChange={(e) => change({ startDate: e.target.value })}
          required
          error={!!errors.startDate}
          helperText={errors.startDate}
          slotProps={shrink}
        />
        <TextField
          type="time"
          label={t('taskForm.fields.startHour')}
          value={draft.startHour}
          onChange={(e) => change({ startHour: e.target.value })}
          error={!!errors.startHour}
          helperText={errors.startHour ?? t('taskForm.hour24')}
          slotProps={shrink}
        />
        {draft.recurrent ? (
          dueHour
        ) : (
          <NativeSelect
            label={t('taskForm.fields.dueMode')}
            value={draft.dueMode}
            onChange={(v) => change({ dueMode: v as TaskDraft['dueMode'] })}
            options={DUE_MODES.map((m) => ({ value: m, label: t(`taskForm.dueModes.${m}`) }))}
          />
        )}
      </TaskFieldGrid>
      {!draft.recurrent && draft.dueMode === 'date' && (
        <TaskFieldGrid columns={4}>
          <TextField
            type="date"
            label={t('taskForm.fields.dueDate')}
            value={draft.dueDate}
            onChange={(e) => change({ dueDate: e.target.value })}
            error={!!errors.dueDate}
            helperText={errors.dueDate}
            slotProps={shrink}
          />
          {dueHour}
        </TaskFieldGrid>
      )}
      {!draft.recurrent && draft.dueMode === 'days' && (
        <TaskFieldGrid columns={4}>
          <TextField
            type="number"
            label={t('taskForm.fields.dueDays')}
            value={draft.dueDays}
            onChange={(e) => change({ dueDays: e.target.value })}
            error={!!errors.dueDays}
            helperText={errors.dueDays}
            slotProps={{ ...shrink, htmlInput: { min: 0, max: 3650, step: 1 } }}
          />
          {dueHour}
        </TaskFieldGrid>
      )}
    </TaskSection>
  );
}
