import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { LimitState } from '../../../runtime/plans/limitState';
import type { TrackerDeviceAssignment } from '../../../runtime/protocol/answers/TrackerDeviceAssignment';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { InlineRecordForm } from '../../components/crud/InlineRecordForm';
import { RecordTable } from '../../components/crud/RecordTable';
import type { RecordAction } from '../../components/crud/RecordAction';
import { requiredInput } from '../../components/crud/requiredInput';
import { useCommandAction } from '../../hooks/useCommandAction';
import { useCommandData } from '../../hooks/useCommandData';
import { RotaryTrackerDialog } from './RotaryTrackerDialog';

interface SubUser {
  id: number;
  name: string;
  code: string;
  status: 'active' | 'pending' | 'using' | 'limitExceeded' | 'disabled' | 'completed';
  accessesLastMonth: number;
  DISPOSITIVO: TrackerDeviceAssignment | null;
}

const STATUS_COLOR = {
  active: 'success',
  pending: 'warning',
  using: 'primary',
  limitExceeded: 'error',
  disabled: 'default',
  completed: 'default',
} as const;

/**
 * Shared (rotary) sub-users: who fills in through the shared login, by access code. They are activated
 * for good (no deactivation afterwards, spec 001 section 4); before that they can be disabled or deleted.
 * The month's accesses are shown against the company's limit. Each person may carry a GPS tracker
 * (issue 17): its identifier is shown, and editors set it in RotaryTrackerDialog.
 */
export function RotaryPanel(props: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { busy, run: send } = useCommandAction();
  const { data, reload } = useCommandData<{ USUARIOS: SubUser[]; ACESSOS_MES: LimitState }>(
    'ListarUsuariosRotativos',
  );
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  /** The person whose tracker dialog is open (by id, so it follows the reloaded list). */
  const [tracking, setTracking] = useState<number | null>(null);

  const run = async (name: string, params: Record<string, string | number>) => {
    const done = await send(name, params);
    if (done) reload();
    return !!done;
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!name.trim() || !code.trim()) return;
    if (await run('SalvarUsuarioRotativo', { NAME: name.trim(), CODE: code.trim() })) {
      setName('');
      setCode('');
      setTried(false);
    }
  };
  const status = (sub: SubUser, label: string, ACAO: string): RecordAction => ({
    label: t(label),
    disabled: busy,
    onClick: () => void run('AlterarStatusUsuarioRotativo', { ID: sub.id, ACAO }),
  });
  const actionsOf = (sub: SubUser): RecordAction[] => [
    {
      label: t('employeePages.tracker.open'),
      ariaLabel: t('employeePages.tracker.forShared', { name: sub.name }),
      onClick: () => setTracking(sub.id),
    },
    ...(sub.status === 'pending'
      ? [
          status(sub, 'employeePages.activate', 'ATIVAR'),
          status(sub, 'employeePages.deactivate', 'DESATIVAR'),
        ]
      : []),
    ...(sub.status === 'disabled' ? [status(sub, 'employeePages.enable', 'HABILITAR')] : []),
    ...(sub.status === 'pending' || sub.status === 'disabled'
      ? [
          {
            label: t('employeePages.delete'),
            danger: true,
            disabled: busy,
            onClick: () => void run('ExcluirUsuarioRotativo', { ID: sub.id }),
          },
        ]
      : []),
  ];

  if (!data) return <FullPageSpinner />;
  const limit = data.ACESSOS_MES;
  const tracked = data.USUARIOS.find((sub) => sub.id === tracking);
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity={limit.limitExceeded ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {limit.hasLimit
          ? t('employeePages.rotaryAccesses', { used: limit.limitUsed, limit: limit.limit })
          : t('employeePages.rotaryAccessesUnlimited', { used: limit.limitUsed })}{' '}
        {t('employeePages.rotaryRule')}
      </Alert>
      {props.canEdit && (
        <InlineRecordForm label={t('employeePages.rotaryNew')} onSubmit={add} columns="2fr 1fr auto">
          <TextField
            label={t('employeePages.name')}
            {...requiredInput(t, name, setName, tried && !name.trim())}
            size="small"
          />
          <TextField
            label={t('employeePages.accessCode')}
            {...requiredInput(t, code, setCode, tried && !code.trim())}
            size="small"
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {t('employeePages.rotaryAdd')}
          </Button>
        </InlineRecordForm>
      )}
      <RecordTable
        label={t('employeePages.tab.rotary')}
        size="small"
        rows={data.USUARIOS}
        empty={t('employeePages.noRotary')}
        emptyPadding={0}
        rowName={(sub) => sub.name}
        columns={[
          { header: t('employeePages.name'), cell: (sub) => sub.name },
          { header: t('employeePages.accessCode'), cell: (sub) => sub.code },
          {
            header: t('employeePages.status'),
            cell: (sub) => (
              <Chip
                size="small"
                color={STATUS_COLOR[sub.status]}
                label={t(`employeePages.rotaryStatus.${sub.status}`)}
              />
            ),
          },
          {
            header: t('employeePages.tracker.column'),
            cell: (sub) =>
              sub.DISPOSITIVO ? (
                sub.DISPOSITIVO.IDENTIFICADOR
              ) : (
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('employeePages.tracker.noneShort')}
                </Typography>
              ),
            sx: { overflowWrap: 'break-word' },
          },
          {
            header: t('employeePages.accessesMonth'),
            cell: (sub) => sub.accessesLastMonth,
            align: 'right',
            hideBelow: 'sm',
          },
        ]}
        actionsHeader={t('employeePages.actions')}
        actions={props.canEdit ? actionsOf : undefined}
      />
      {props.canEdit && tracked && (
        <RotaryTrackerDialog
          name={tracked.name}
          code={tracked.code}
          device={tracked.DISPOSITIVO}
          onChange={reload}
          onClose={() => setTracking(null)}
        />
      )}
    </Box>
  );
}
