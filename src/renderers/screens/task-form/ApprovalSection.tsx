import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { NativeSelect } from '../../components/NativeSelect';
import { SwitchField } from './SwitchField';
import { TaskFieldGrid } from './TaskFieldGrid';
import type { TaskFormOptions } from '../../../runtime/controllers/taskForm/TaskFormOptions';
import { TaskSection } from '../../components/tasks/TaskSection';
import type { TaskSectionProps } from './TaskSectionProps';

/**
 * Needs approval, and by whom: a role (permission group) or a work group (squad), read by the server as
 * either (canApproveTask); without a group the company administrators approve. One select lists both,
 * grouped, since the task stores one id.
 */
export function ApprovalSection(props: TaskSectionProps & { options: TaskFormOptions }) {
  const { t } = useTranslation();
  const { draft, change, errors } = props;
  const { roles, squads } = props.options;
  // A role and a work group may share an id: the select and the saved task keep the kind.
  const id = draft.approvalGroupId;
  const kind =
    draft.approvalGroupKind ??
    (roles.some((r) => r.id === id) || !squads.some((s) => s.id === id) ? 'role' : 'squad');
  const value = id === null ? '' : `${kind}:${id}`;
  return (
    <TaskSection title={t('taskForm.sections.approval')}>
      <SwitchField
        label={t('taskForm.fields.needsApproval')}
        checked={draft.needsApproval}
        onChange={(needsApproval) => change({ needsApproval })}
      />
      {draft.needsApproval && (
        <>
          <TaskFieldGrid>
            <NativeSelect
              label={t('taskForm.fields.approvalGroupId')}
              value={value}
              onChange={(v) => {
                const [chosenKind, chosenId] = v.split(':');
                change(
                  v
                    ? { approvalGroupId: Number(chosenId), approvalGroupKind: chosenKind as 'role' | 'squad' }
                    : { approvalGroupId: null, approvalGroupKind: null },
                );
              }}
              options={[
                { value: '', label: t('taskForm.anyAdmin') },
                ...roles.map((r) => ({
                  value: `role:${r.id}`,
                  label: `${t('taskForm.approvalKinds.role')}: ${r.name}`,
                })),
                ...squads.map((s) => ({
                  value: `squad:${s.id}`,
                  label: `${t('taskForm.approvalKinds.squad')}: ${s.name}`,
                })),
              ]}
              error={!!errors.approvalGroupId}
              helperText={errors.approvalGroupId}
            />
          </TaskFieldGrid>
          <Typography variant="body2" color="text.secondary">
            {t('taskForm.approvalHelp')}
          </Typography>
        </>
      )}
    </TaskSection>
  );
}
