import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { checkInviteList } from '../../../runtime/validators/checkInviteList';
import { NativeSelect } from '../../components/NativeSelect';
import { useCommandData } from '../../hooks/useCommandData';
import { useRuntime } from '../../hooks/useRuntime';
import type { RoleOption } from '../../components/employees/RoleOption';

interface Row {
  key: number;
  email: string;
  roleId: string;
  days: string;
}

const DEFAULT_DAYS = '7';

/**
 * Invites several e-mails at once, each with a role and an expiry in days. The list is checked as the
 * server checks it (checkInviteList: all fields, role, well-formed, no e-mail twice) before EnviarConvites.
 */
export function InviteDialog(props: { onClose: (sent: boolean) => void }) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { data: roles } = useCommandData<{ GRUPOS: RoleOption[] }>('ConsultarGruposPermissoes');
  const [rows, setRows] = useState<Row[]>([{ key: 1, email: '', roleId: '', days: DEFAULT_DAYS }]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const invites = rows.map((r) => ({
    email: r.email,
    roleId: r.roleId ? Number(r.roleId) : null,
    days: Number(r.days) || 0,
  }));
  const problem = checkInviteList(invites);
  const set = (key: number, change: Partial<Row>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    setBusy(true);
    try {
      await command('EnviarConvites', { CONVITES: invites });
      props.onClose(true);
    } catch {
      setBusy(false);
    }
  };

  const options = (roles?.GRUPOS ?? [])
    .filter((r) => r.assignable)
    .map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <Dialog open onClose={() => props.onClose(false)} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <Box component="form" onSubmit={send} noValidate>
        <DialogTitle>{t('employeePages.inviteTitle')}</DialogTitle>
        <DialogContent>
          {tried && problem && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {t(`errors.${problem.code}`, { email: problem.email })}
            </Alert>
          )}
          {rows.map((row, index) => {
            const bad = tried && problem?.row === index;
            return (
              <Box
                key={row.key}
                role="group"
                aria-label={t('employeePages.inviteRow', { n: index + 1 })}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '2fr 1.2fr 0.7fr auto' },
                  gap: 1,
                  alignItems: 'start',
                  mb: { xs: 3, sm: 1 },
                }}
              >
                <TextField
                  label={t('employeePages.email')}
                  type="email"
                  required
                  value={row.email}
                  error={bad && problem?.code !== 'INVITE_ROLE_REQUIRED'}
                  onChange={(e) => set(row.key, { email: e.target.value })}
                  margin="dense"
                />
                <Box sx={{ mt: 1 }}>
                  <NativeSelect
                    label={t('employeePages.role')}
                    required
                    value={row.roleId}
                    onChange={(value) => set(row.key, { roleId: value })}
                    placeholder={t('employeePages.chooseRole')}
                    error={bad && problem?.code === 'INVITE_ROLE_REQUIRED'}
                    options={options}
                  />
                </Box>
                <TextField
                  label={t('employeePages.inviteDays')}
                  type="number"
                  required
                  value={row.days}
                  onChange={(e) => set(row.key, { days: e.target.value })}
                  slotProps={{ htmlInput: { min: 1, max: 90 } }}
                  margin="dense"
                />
                <IconButton
                  aria-label={t('employeePages.removeInvite', { n: index + 1 })}
                  disabled={rows.length === 1}
                  onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
                  sx={{ mt: 1.5, justifySelf: 'start' }}
                >
                  <Delete />
                </IconButton>
              </Box>
            );
          })}
          <Button
            startIcon={<Add />}
            onClick={() =>
              setRows((list) => [
                ...list,
                { key: Math.max(...list.map((r) => r.key)) + 1, email: '', roleId: '', days: DEFAULT_DAYS },
              ])
            }
          >
            {t('employeePages.addInvite')}
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => props.onClose(false)}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('employeePages.sendInvites')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
