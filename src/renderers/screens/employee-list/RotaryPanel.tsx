import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitState } from '../../../runtime/plans/limitState';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useCommandData } from '../../hooks/useCommandData';
import { useRuntime } from '../../hooks/useRuntime';

interface SubUser {
  id: number;
  name: string;
  code: string;
  status: 'active' | 'pending' | 'using' | 'limitExceeded' | 'disabled' | 'completed';
  accessesLastMonth: number;
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
 * The month's accesses are shown against the company's limit.
 */
export function RotaryPanel(props: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const { data, reload } = useCommandData<{ USUARIOS: SubUser[]; ACESSOS_MES: LimitState }>(
    'ListarUsuariosRotativos',
  );
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (name: string, params: Record<string, string | number>) => {
    setBusy(true);
    try {
      await command(name, params);
      reload();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
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

  if (!data) return <FullPageSpinner />;
  const limit = data.ACESSOS_MES;
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity={limit.limitExceeded ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {limit.hasLimit
          ? t('employeePages.rotaryAccesses', { used: limit.limitUsed, limit: limit.limit })
          : t('employeePages.rotaryAccessesUnlimited', { used: limit.limitUsed })}{' '}
        {t('employeePages.rotaryRule')}
      </Alert>
      {props.canEdit && (
        <Box
          component="form"
          onSubmit={add}
          noValidate
          aria-label={t('employeePages.rotaryNew')}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' },
            gap: 1,
            mb: 2,
            alignItems: 'start',
          }}
        >
          <TextField
            label={t('employeePages.name')}
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={tried && !name.trim()}
            helperText={tried && !name.trim() ? t('errors.REQUIRED_FIELD') : undefined}
            size="small"
          />
          <TextField
            label={t('employeePages.accessCode')}
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={tried && !code.trim()}
            helperText={tried && !code.trim() ? t('errors.REQUIRED_FIELD') : undefined}
            size="small"
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {t('employeePages.rotaryAdd')}
          </Button>
        </Box>
      )}
      {!data.USUARIOS.length ? (
        <Typography color="text.secondary">{t('employeePages.noRotary')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table aria-label={t('employeePages.tab.rotary')} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('employeePages.name')}</TableCell>
                <TableCell>{t('employeePages.accessCode')}</TableCell>
                <TableCell>{t('employeePages.status')}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('employeePages.accessesMonth')}
                </TableCell>
                {props.canEdit && <TableCell align="right">{t('employeePages.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.USUARIOS.map((sub) => (
                <TableRow key={sub.id}>
                  <TableCell>{sub.name}</TableCell>
                  <TableCell>{sub.code}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_COLOR[sub.status]}
                      label={t(`employeePages.rotaryStatus.${sub.status}`)}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {sub.accessesLastMonth}
                  </TableCell>
                  {props.canEdit && (
                    <TableCell align="right">
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
                        {sub.status === 'pending' && (
                          <>
                            <Button
                              size="small"
                              disabled={busy}
                              onClick={() =>
                                void run('AlterarStatusUsuarioRotativo', { ID: sub.id, ACAO: 'ATIVAR' })
                              }
                            >
                              {t('employeePages.activate')}
                            </Button>
                            <Button
                              size="small"
                              disabled={busy}
                              onClick={() =>
                                void run('AlterarStatusUsuarioRotativo', { ID: sub.id, ACAO: 'DESATIVAR' })
                              }
                            >
                              {t('employeePages.deactivate')}
                            </Button>
                          </>
                        )}
                        {sub.status === 'disabled' && (
                          <Button
                            size="small"
                            disabled={busy}
                            onClick={() =>
                              void run('AlterarStatusUsuarioRotativo', { ID: sub.id, ACAO: 'HABILITAR' })
                            }
                          >
                            {t('employeePages.enable')}
                          </Button>
                        )}
                        {(sub.status === 'pending' || sub.status === 'disabled') && (
                          <Button
                            size="small"
                            color="error"
                            disabled={busy}
                            onClick={() => void run('ExcluirUsuarioRotativo', { ID: sub.id })}
                          >
                            {t('employeePages.delete')}
                          </Button>
                        )}
                      </Box>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
