import TextField from '@mui/material/TextField';
import { useTranslation } from '../../hooks/useTranslation';
import { NativeSelect } from '../../components/NativeSelect';
import type { TaskFormOptions } from '../../../runtime/controllers/taskForm/TaskFormOptions';
import { SwitchField } from './SwitchField';
import { TaskFieldGrid } from './TaskFieldGrid';
import { TaskSection } from '../../components/tasks/TaskSection';
import type { TaskSectionProps } from './TaskSectionProps';

/**
 * Title, form (the active forms the user may fill; a task's archived form stays listed by number so an
 * edit does not lose it), instructions and, on a new task, the "Recorrente" switch.
 */
export function GeneralSection(
  props: TaskSectionProps & { options: TaskFormOptions; canSwitchRecurrent: boolean },
) {
  const { t } = useTranslation();
  const { draft, change, errors } = props;
  const forms =
    props.options.forms.some((f) => f.id === draft.formId) || draft.formId === null
      ? props.options.forms
      : [
          ...props.options.forms,
          { id: draft.formId, name: `${t('taskForm.fields.formId')} #${draft.formId}` },
        ];
  return (
    <TaskSection title={t('taskForm.sections.general')}>
      {props.canSwitchRecurrent && (
        <SwitchField
          label={t('taskForm.recurrent')}
          checked={draft.recurrent}
          onChange={(recurrent) => change({ recurrent })}
        />
      )}
      <TaskFieldGrid>
        <TextField
          label={t('taskForm.fields.title')}
          value={draft.title}
          onChange={(e) => change({ title: e.target.value })}
          required
          error={!!errors.title}
          helperText={errors.title}
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
        <NativeSelect
          label={t('taskForm.fields.formId')}
          value={draft.formId === null ? '' : String(draft.formId)}
          onChange={(v) => change({ formId: v ? Number(v) : null })}
          options={forms.map((f) => ({ value: String(f.id), label: f.name }))}
          placeholder=""
          required
          error={!!errors.formId}
          helperText={errors.formId}
        />
      </TaskFieldGrid>
      <TextField
        label={t('taskForm.fields.instructions')}
        value={draft.instructions}
        onChange={(e) => change({ instructions: e.target.value })}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 10000 } }}
      />
    </TaskSection>
  );
}
