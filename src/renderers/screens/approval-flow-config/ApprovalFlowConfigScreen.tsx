import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useStore } from 'zustand';
import type { LimitEntry } from '../../../runtime/access/AccessContext';
import { createApprovalFlowsController } from '../../../runtime/controllers/approvalFlows/createApprovalFlowsController';
import type { ApprovalFlowSettings } from '../../../runtime/formApproval/ApprovalFlow';
import { checkLimit } from '../../../runtime/plans/checkLimit';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import { UpsellDialog } from '../../components/UpsellDialog';
import { useAccessOptions } from '../../forms/editor/useAccessOptions';
import { useNotify } from '../../hooks/useNotify';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';
import type { ScreenProps } from '../ScreenProps';
import { ConfirmDialog } from './ConfirmDialog';
import { CustomFlowCard } from './CustomFlowCard';
import { CustomFlowDialog, type CustomFlowDraft } from './CustomFlowDialog';
import { FlowSettingsFields } from './FlowSettingsFields';

type DefaultDraft = ApprovalFlowSettings & { enabled: boolean };

const NEW_FLOW: CustomFlowDraft = {
  name: '',
  responsibles: [],
  minApprovals: 1,
  finalApprover: null,
  deadline: { unit: 'none', amount: 0 },
};

/**
 * /form/approval/flow/config (docs/form-approval.md): the default flow (on/off, responsibles, minimum
 * approvals, final approval, deadline) and the custom flows (create after CheckIfHasLimit with the upsell
 * at the plan limit, edit, delete with confirmation, add and remove forms). One column on phones.
 */
export function ApprovalFlowConfigScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { command } = useRuntime();
  const notify = useNotify();
  const companyId = useSession((s) => s.user?.companyId ?? 0);
  const options = useAccessOptions();
  const store = useMemo(() => createApprovalFlowsController({ command }), [command]);
  const { status, flows, forms, saving, saveDefault, saveCustom, remove, assign, removeForms } =
    useStore(store);
  useEffect(() => void store.getState().load(), [store]);
  const [draft, setDraft] = useState<DefaultDraft | undefined>(undefined);
  const [editing, setEditing] = useState<CustomFlowDraft | undefined>(undefined);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | undefined>(undefined);
  const [confirmOff, setConfirmOff] = useState(false);
  const [upsell, setUpsell] = useState<LimitEntry | undefined>(undefined);
  useEffect(() => {
    if (!flows) return;
    // Only what SalvarFluxoAprovacaoPadrao takes: the flow's id, kind, name and forms are not settings.
    const { enabled, responsibles, minApprovals, finalApprover, deadline } = flows.PADRAO;
    setDraft({ enabled, responsibles, minApprovals, finalApprover, deadline });
  }, [flows]);

  if (status === 'failed')
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error">{t('formApproval.config.loadError')}</Alert>
      </>
    );
  if (!flows || !draft) return <FullPageSpinner />;

  const create = async () => {
    const { hasLimit, limit } = await checkLimit(command, companyId, 'MODEL_APPROVAL');
    if (hasLimit) return void setEditing(NEW_FLOW);
    notify('error', t('errors.PLAN_LIMIT_REACHED'));
    setUpsell(limit ?? {});
  };
  const submitDefault = (event: FormEvent) => {
    event.preventDefault();
    if (flows.PADRAO.enabled && !draft.enabled) setConfirmOff(true);
    else void saveDefault(draft);
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => void create()}>
            {t('formApproval.config.newFlow')}
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-labelledby="default-flow-title">
          <CardContent component="form" onSubmit={submitDefault} noValidate sx={{ display: 'grid', gap: 2 }}>
            <Typography id="default-flow-title" variant="h6" component="h2">
              {t('formApproval.config.defaultFlow')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('formApproval.config.defaultHelp')}
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.enabled}
                  onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })}
                />
              }
              label={t('formApproval.config.enabled')}
            />
            <FlowSettingsFields
              value={draft}
              onChange={(s) => setDraft({ ...draft, ...s })}
              options={options}
            />
            <Typography variant="body2">
              {t('formApproval.config.outOfApproval', { count: flows.FORA.length })}
            </Typography>
            <Box>
              <Button type="submit" variant="contained" disabled={saving}>
                {t('formApproval.config.save')}
              </Button>
            </Box>
          </CardContent>
        </Card>
        <Box component="section" aria-labelledby="custom-flows-title" sx={{ display: 'grid', gap: 2 }}>
          <Typography id="custom-flows-title" variant="h6" component="h2">
            {t('formApproval.config.customFlows')}
          </Typography>
          {!flows.FLUXOS.length && (
            <Typography variant="body2">{t('formApproval.config.noCustomFlows')}</Typography>
          )}
          {flows.FLUXOS.map((flow) => (
            <CustomFlowCard
              key={flow.id}
              flow={flow}
              forms={forms.filter((f) => !flow.forms.some((g) => g.id === f.id))}
              saving={saving}
              onEdit={() => setEditing({ ...flow })}
              onDelete={() => setDeleting(flow)}
              onAssign={(formId, when) => void assign(flow.id, [formId], when)}
              onRemoveForm={(formId, destination) => void removeForms([formId], destination)}
            />
          ))}
        </Box>
      </Box>
      {editing && (
        <CustomFlowDialog
          draft={editing}
          options={options}
          saving={saving}
          onSave={({ id, name, responsibles, minApprovals, finalApprover, deadline }) =>
            saveCustom({ name, responsibles, minApprovals, finalApprover, deadline }, id)
          }
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('formApproval.config.delete')}
        text={t('formApproval.config.deleteConfirm', { name: deleting?.name ?? '' })}
        onClose={(yes) => {
          if (yes && deleting) void remove(deleting.id);
          setDeleting(undefined);
        }}
      />
      <ConfirmDialog
        open={confirmOff}
        title={t('formApproval.config.enabled')}
        text={t('formApproval.config.disableConfirm')}
        onClose={(yes) => {
          if (yes) void saveDefault(draft);
          setConfirmOff(false);
        }}
      />
      <UpsellDialog
        open={upsell !== undefined}
        limitKey="model_approval"
        limit={upsell}
        onClose={() => setUpsell(undefined)}
      />
    </>
  );
}
