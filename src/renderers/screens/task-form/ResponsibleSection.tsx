import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../hooks/useTranslation';
import { NativeSelect } from '../../components/NativeSelect';
import { useRuntime } from '../../hooks/useRuntime';
import { RecordPicker } from './RecordPicker';
import { searchEmployees } from '../../components/employees/searchEmployees';
import type { TaskDraft } from '../../../runtime/controllers/taskForm/TaskDraft';
import { TaskFieldGrid } from './TaskFieldGrid';
import type { TaskFormOptions } from '../../../runtime/controllers/taskForm/TaskFormOptions';
import { TaskSection } from '../../components/tasks/TaskSection';
import type { TaskSectionProps } from './TaskSectionProps';

const KINDS: TaskDraft['responsibleKind'][] = ['employee', 'squad', 'sharedCode'];
const CODE_TYPES: TaskDraft['codeType'][] = ['EMPLOYEE_CODE', 'CPF', 'CNPJ', 'TOKEN'];

/** Who does the task: an employee (searched by name), a squad, or a shared user's code with its type. */
export function ResponsibleSection(props: TaskSectionProps & { options: TaskFormOptions }) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const { draft, change, errors } = props;
  return (
    <TaskSection title={t('taskForm.sections.responsible')}>
      <RadioGroup
        row
        aria-label={t('taskForm.fields.responsibleKind')}
        value={draft.responsibleKind}
        onChange={(e) => change({ responsibleKind: e.target.value as TaskDraft['responsibleKind'] })}
      >
        {KINDS.map((kind) => (
          <FormControlLabel key={kind} value={kind} control={<Radio />} label={t(`taskForm.kinds.${kind}`)} />
        ))}
      </RadioGroup>
      <TaskFieldGrid>
        {draft.responsibleKind === 'employee' && (
          <RecordPicker
            id="task-employee"
            entity="employee"
            label={t('taskForm.fields.employee')}
            value={draft.employeeId}
            onChange={(employeeId) => change({ employeeId })}
            search={(text) => searchEmployees(command, text)}
            required
            error={errors.responsible}
          />
        )}
        {draft.responsibleKind === 'squad' && (
          <NativeSelect
            label={t('taskForm.fields.squad')}
            value={draft.squadId === null ? '' : String(draft.squadId)}
            onChange={(v) => change({ squadId: v ? Number(v) : null })}
            options={props.options.squads.map((s) => ({ value: String(s.id), label: s.name }))}
            placeholder=""
            required
            error={!!errors.responsible}
            helperText={errors.responsible}
          />
        )}
        {draft.responsibleKind === 'sharedCode' && (
          <>
            <NativeSelect
              label={t('taskForm.fields.codeType')}
              value={draft.codeType}
              onChange={(v) => change({ codeType: v as TaskDraft['codeType'] })}
              options={CODE_TYPES.map((c) => ({ value: c, label: t(`taskForm.codeTypes.${c}`) }))}
            />
            <TextField
              label={t('taskForm.fields.code')}
              value={draft.code}
              onChange={(e) => change({ code: e.target.value })}
              required
              error={!!errors.responsible}
              helperText={errors.responsible}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </>
        )}
      </TaskFieldGrid>
    </TaskSection>
  );
}
