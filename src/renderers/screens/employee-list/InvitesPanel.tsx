import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { RecordTable } from '../../components/crud/RecordTable';
import { useCommandAction } from '../../hooks/useCommandAction';
import { useCommandData } from '../../hooks/useCommandData';

export interface InviteRow {
  id: number;
  email: string;
  roleId: number;
  role: string | null;
  expiresAt: string;
  sentAt: string;
  status: 'active' | 'expired';
  remainingDays: number;
  remainingHours: number;
}

/** Pending invites: e-mail, role, active/expired with the days and hours left; resend and delete for editors. */
export function InvitesPanel(props: { canEdit: boolean; version: number }) {
  const { t } = useTranslation();
  const { isBusy, run } = useCommandAction();
  const { data, reload } = useCommandData<{ CONVITES: InviteRow[] }>('ListarConvites');
  useEffect(() => {
    if (props.version) reload();
  }, [props.version, reload]);

  const act = async (name: 'ReenviarConvite' | 'ExcluirConvite', id: number) => {
    if (await run(name, { ID: id }, { key: id })) reload();
  };

  return (
    <RecordTable
      label={t('employeePages.invitesLabel')}
      rows={data?.CONVITES}
      empty={t('employeePages.noInvites')}
      rowName={(invite) => invite.email}
      columns={[
        { header: t('employeePages.email'), cell: (invite) => invite.email, sx: { wordBreak: 'break-all' } },
        { header: t('employeePages.role'), cell: (invite) => invite.role, hideBelow: 'sm' },
        {
          header: t('employeePages.status'),
          cell: (invite) => (
            <>
              <Chip
                size="small"
                color={invite.status === 'active' ? 'success' : 'default'}
                label={t(`employeePages.inviteStatus.${invite.status}`)}
              />
              {invite.status === 'active' && (
                <Typography variant="body2" color="text.secondary">
                  {t('employeePages.countdown', { days: invite.remainingDays, hours: invite.remainingHours })}
                </Typography>
              )}
            </>
          ),
        },
      ]}
      actionsHeader={t('employeePages.actions')}
      actions={
        props.canEdit
          ? (invite) => [
              {
                label: t('employeePages.resend'),
                ariaLabel: t('employeePages.resendTo', { email: invite.email }),
                disabled: isBusy(invite.id),
                onClick: () => void act('ReenviarConvite', invite.id),
              },
              {
                label: t('employeePages.delete'),
                ariaLabel: t('employeePages.deleteInviteTo', { email: invite.email }),
                danger: true,
                disabled: isBusy(invite.id),
                onClick: () => void act('ExcluirConvite', invite.id),
              },
            ]
          : undefined
      }
    />
  );
}
