import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useCommandData } from '../../hooks/useCommandData';
import { useRuntime } from '../../hooks/useRuntime';

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
  const { command } = useRuntime();
  const { data, reload } = useCommandData<{ CONVITES: InviteRow[] }>('ListarConvites');
  const [busy, setBusy] = useState<number | null>(null);
  useEffect(() => {
    if (props.version) reload();
  }, [props.version, reload]);

  const act = async (name: 'ReenviarConvite' | 'ExcluirConvite', id: number) => {
    setBusy(id);
    try {
      await command(name, { ID: id });
      reload();
    } catch {
      // The adapter showed why.
    } finally {
      setBusy(null);
    }
  };

  if (!data) return <FullPageSpinner />;
  if (!data.CONVITES.length)
    return (
      <Typography color="text.secondary" sx={{ p: 3 }}>
        {t('employeePages.noInvites')}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table aria-label={t('employeePages.invitesLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('employeePages.email')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('employeePages.role')}
            </TableCell>
            <TableCell>{t('employeePages.status')}</TableCell>
            {props.canEdit && <TableCell align="right">{t('employeePages.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.CONVITES.map((invite) => (
            <TableRow key={invite.id}>
              <TableCell sx={{ wordBreak: 'break-all' }}>{invite.email}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{invite.role}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={invite.status === 'active' ? 'success' : 'default'}
                  label={t(`employeePages.inviteStatus.${invite.status}`)}
                />
                {invite.status === 'active' && (
                  <Typography variant="body2" color="text.secondary">
                    {t('employeePages.countdown', {
                      days: invite.remainingDays,
                      hours: invite.remainingHours,
                    })}
                  </Typography>
                )}
              </TableCell>
              {props.canEdit && (
                <TableCell align="right">
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      disabled={busy === invite.id}
                      onClick={() => void act('ReenviarConvite', invite.id)}
                      aria-label={t('employeePages.resendTo', { email: invite.email })}
                    >
                      {t('employeePages.resend')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={busy === invite.id}
                      onClick={() => void act('ExcluirConvite', invite.id)}
                      aria-label={t('employeePages.deleteInviteTo', { email: invite.email })}
                    >
                      {t('employeePages.delete')}
                    </Button>
                  </Box>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
