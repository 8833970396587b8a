import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../hooks/useTranslation';
import type { ApprovalFlowSettings } from '../../../runtime/formApproval/ApprovalFlow';
import { AccessPicker } from '../../components/access/AccessPicker';
import { NativeSelect } from '../../components/NativeSelect';
import type { AccessOptions } from '../../forms/editor/useAccessOptions';

/** The minimum numbers of approvals offered (the server accepts up to 100). */
const APPROVAL_COUNTS = Array.from({ length: 20 }, (_, i) => i + 1);

/**
 * The settings every approval flow has (spec 001 §3 "Approval flow"): responsible roles and work groups,
 * the minimum number of approvals, an optional final approval (a person or a role) and the deadline.
 */
export function FlowSettingsFields(props: {
  value: ApprovalFlowSettings;
  onChange: (value: ApprovalFlowSettings) => void;
  options: AccessOptions;
}) {
  const { t } = useTranslation();
  const { value, options } = props;
  const set = (patch: Partial<ApprovalFlowSettings>) => props.onChange({ ...value, ...patch });
  const idsOf = (kind: 'role' | 'squad') =>
    value.responsibles.filter((r) => r.kind === kind).map((r) => r.id);
  const setIds = (kind: 'role' | 'squad', ids: number[]) =>
    set({
      responsibles: [
        ...value.responsibles.filter((r) => r.kind !== kind),
        ...ids.map((id) => ({ kind, id })),
      ],
    });
  const final = value.finalApprover;
  const finalOptions = final?.kind === 'role' ? options.roles : options.employees;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <AccessPicker
        label={t('formApproval.config.responsibleRoles')}
        options={options.roles}
        value={idsOf('role')}
        onChange={(ids) => setIds('role', ids)}
      />
      <AccessPicker
        label={t('formApproval.config.responsibleSquads')}
        options={options.squads}
        value={idsOf('squad')}
        onChange={(ids) => setIds('squad', ids)}
      />
      <NativeSelect
        label={t('formApproval.fields.minApprovals')}
        value={String(value.minApprovals)}
        onChange={(n) => set({ minApprovals: Number(n) })}
        options={APPROVAL_COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
      />
      <NativeSelect
        label={t('formApproval.config.finalKind')}
        value={final?.kind ?? ''}
        onChange={(kind) =>
          set({
            finalApprover:
              kind === 'employee' || kind === 'role'
                ? { kind, id: (kind === 'role' ? options.roles : options.employees)[0]?.id ?? 0 }
                : null,
          })
        }
        options={[
          { value: '', label: t('formApproval.config.noFinal') },
          { value: 'employee', label: t('formApproval.config.employee') },
          { value: 'role', label: t('formApproval.config.role') },
        ]}
      />
      {final && (
        <NativeSelect
          label={t('formApproval.config.finalWho')}
          value={String(final.id)}
          onChange={(id) => set({ finalApprover: { kind: final.kind, id: Number(id) } })}
          options={finalOptions.map((o) => ({ value: String(o.id), label: o.name }))}
        />
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <NativeSelect
          label={t('formApproval.fields.deadline')}
          value={value.deadline.unit}
          onChange={(unit) =>
            set({
              deadline:
                unit === 'hours' || unit === 'days'
                  ? { unit, amount: Math.max(1, value.deadline.amount) }
                  : { unit: 'none', amount: 0 },
            })
          }
          options={(['none', 'hours', 'days'] as const).map((u) => ({
            value: u,
            label: t(`formApproval.config.unit.${u}`),
          }))}
        />
        {value.deadline.unit !== 'none' && (
          <TextField
            label={t('formApproval.fields.deadlineAmount')}
            type="number"
            value={value.deadline.amount || ''}
            onChange={(e) =>
              set({
                deadline: { ...value.deadline, amount: Math.max(0, Math.trunc(Number(e.target.value) || 0)) },
              })
            }
            slotProps={{ htmlInput: { min: 1, max: 365 } }}
          />
        )}
      </Box>
    </Box>
  );
}
