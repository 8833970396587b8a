import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../hooks/useTranslation';
import type { TaskFields } from '../../../../runtime/tasks/TaskFields';
import type { CreateActivitySettings } from '../../../../runtime/workflows/steps/createActivity/CreateActivitySettings';
import { NativeSelect } from '../../../components/NativeSelect';
import type { StepPanelProps } from '../../StepEditor';

type Task = Partial<TaskFields>;

/**
 * Create activity (spec 001 §3): a task from the task fields. What is left out comes from the step when
 * it runs (the engine): the start is the step's day, the form the document's, the responsible the previous
 * step's person, and client, unit and asset the document header's.
 */
export function CreateActivityPanel(props: StepPanelProps<CreateActivitySettings>) {
  const { t } = useTranslation();
  const task = props.step.settings.task as Task;
  const set = (patch: Task) => {
    const next: Record<string, unknown> = { ...task, ...patch };
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
    props.onChange({ task: next });
  };
  const responsible = task.responsible?.kind === 'sharedCode' ? undefined : task.responsible;
  const pool = responsible?.kind === 'squad' ? props.lookups.squads : props.lookups.employees;
  return (
    <Stack spacing={2}>
      <TextField
        size="small"
        label={t('workflow.createActivity.title')}
        value={task.title ?? ''}
        onChange={(e) => set({ title: e.target.value || undefined })}
      />
      <NativeSelect
        size="small"
        label={t('workflow.createActivity.form')}
        value={task.formId ? String(task.formId) : ''}
        onChange={(id) => set({ formId: id ? Number(id) : undefined })}
        options={[
          { value: '', label: t('workflow.createActivity.sameForm') },
          ...props.lookups.forms.map((form) => ({ value: String(form.id), label: form.name })),
        ]}
      />
      <NativeSelect
        size="small"
        label={t('workflow.createActivity.responsible')}
        value={responsible?.kind ?? 'previous'}
        onChange={(kind) =>
          set({
            responsible:
              kind === 'employee' || kind === 'squad'
                ? {
                    kind,
                    id: (kind === 'squad' ? props.lookups.squads : props.lookups.employees)[0]?.id ?? 0,
                  }
                : undefined,
          })
        }
        options={(['previous', 'employee', 'squad'] as const).map((kind) => ({
          value: kind,
          label: t(`workflow.createActivity.responsibleKinds.${kind}`),
        }))}
      />
      {responsible && (
        <NativeSelect
          size="small"
          label={t(`workflow.createActivity.${responsible.kind}`)}
          value={String(responsible.id)}
          onChange={(id) => set({ responsible: { kind: responsible.kind, id: Number(id) } })}
          options={pool.map((option) => ({ value: String(option.id), label: option.name }))}
        />
      )}
      <TextField
        size="small"
        type="number"
        label={t('workflow.createActivity.dueDays')}
        value={task.dueDays ?? ''}
        slotProps={{ htmlInput: { min: 0 } }}
        onChange={(e) =>
          set({
            dueDays: e.target.value === '' ? undefined : Math.max(0, Math.trunc(Number(e.target.value))),
          })
        }
      />
      <TextField
        size="small"
        multiline
        minRows={2}
        label={t('workflow.createActivity.instructions')}
        value={task.instructions ?? ''}
        onChange={(e) => set({ instructions: e.target.value || undefined })}
      />
      <Alert severity="info">{t('workflow.createActivity.header')}</Alert>
    </Stack>
  );
}
