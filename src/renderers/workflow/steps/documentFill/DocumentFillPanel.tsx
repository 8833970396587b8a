import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../hooks/useTranslation';
import type { DocumentFillSettings } from '../../../../runtime/workflows/steps/documentFill/DocumentFillSettings';
import { AccessPicker } from '../../../components/access/AccessPicker';
import { NativeSelect } from '../../../components/NativeSelect';
import { fieldsOfType } from '../../fieldsOfType';
import type { StepPanelProps } from '../../StepEditor';

type Kind = NonNullable<DocumentFillSettings['assignee']>['kind'];
const KINDS: Kind[] = ['previousPerson', 'people', 'fieldValue', 'groups'];

/**
 * Document fill (spec 001 §3): the step's name is above; here the form's groups filled in this step (at
 * least one), the deadline in hours and who fills: the previous step's person, specific employees, the
 * employee an employee field names, or roles and work groups.
 */
export function DocumentFillPanel(props: StepPanelProps<DocumentFillSettings>) {
  const { t } = useTranslation();
  const { settings } = props.step;
  const set = (patch: Partial<DocumentFillSettings>) => props.onChange({ ...settings, ...patch });
  const assignee = settings.assignee;
  const setAssignee = (patch: Partial<NonNullable<DocumentFillSettings['assignee']>>) =>
    set({ assignee: { kind: assignee?.kind ?? 'people', ...assignee, ...patch } });
  return (
    <Stack spacing={2}>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('workflow.documentFill.groups')}</FormLabel>
        <FormGroup>
          {props.model.groups.map((group) => (
            <FormControlLabel
              key={group.id}
              label={group.name}
              control={
                <Checkbox
                  checked={settings.groups.includes(group.id)}
                  onChange={(e) =>
                    set({
                      groups: e.target.checked
                        ? [...settings.groups, group.id]
                        : settings.groups.filter((id) => id !== group.id),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <TextField
        size="small"
        type="number"
        label={t('workflow.documentFill.deadline')}
        value={settings.deadlineHours ?? ''}
        slotProps={{ htmlInput: { min: 1 } }}
        onChange={(e) =>
          set({ deadlineHours: e.target.value === '' ? null : Math.max(0, Number(e.target.value)) })
        }
      />
      <NativeSelect
        size="small"
        label={t('workflow.documentFill.who')}
        value={assignee?.kind ?? ''}
        placeholder="—"
        onChange={(kind) => set({ assignee: kind ? { kind: kind as Kind } : null })}
        options={KINDS.map((kind) => ({ value: kind, label: t(`workflow.documentFill.kinds.${kind}`) }))}
      />
      {assignee?.kind === 'people' && (
        <AccessPicker
          label={t('workflow.documentFill.people')}
          options={props.lookups.employees}
          value={assignee.ids ?? []}
          onChange={(ids) => setAssignee({ ids })}
        />
      )}
      {assignee?.kind === 'fieldValue' && (
        <NativeSelect
          size="small"
          label={t('workflow.documentFill.field')}
          value={assignee.fieldId ?? ''}
          placeholder="—"
          onChange={(fieldId) =>
            set({ assignee: fieldId ? { kind: 'fieldValue', fieldId } : { kind: 'fieldValue' } })
          }
          options={fieldsOfType(props.model, ['manualEmployee'])}
        />
      )}
      {assignee?.kind === 'groups' && (
        <>
          <AccessPicker
            label={t('workflow.documentFill.roles')}
            options={props.lookups.roles}
            value={assignee.ids ?? []}
            onChange={(ids) => setAssignee({ ids })}
          />
          <AccessPicker
            label={t('workflow.documentFill.squads')}
            options={props.lookups.squads}
            value={assignee.squadIds ?? []}
            onChange={(squadIds) => setAssignee({ squadIds })}
          />
        </>
      )}
    </Stack>
  );
}
