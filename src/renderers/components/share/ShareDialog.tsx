import ContentCopy from '@mui/icons-material/ContentCopy';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import Autorenew from '@mui/icons-material/Autorenew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { CommandParams } from '../../../runtime/protocol/CommandFn';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import { PasswordField } from '../PasswordField';
import { TextInput } from '../TextInput';
import { copyText } from './copyText';
import type { ShareState } from './ShareState';

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** The record shared and its title. */
  id: number;
  title: string;
  /** The entity's `sharing.commands`: read the share, change it. */
  commands: { state: string; save: string };
  /** Whether the user may change the share (the entity's functionality at EDIT). */
  canEdit: boolean;
}

/**
 * The share dialog of a record's public page: sharing on or off, the public link (copy, or a new one
 * that retires the old), and an access password (set, or remove). Every change goes to the server at
 * once; the dialog shows what the server answers, never what it hoped.
 */
export function ShareDialog(props: ShareDialogProps) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  const [state, setState] = useState<ShareState | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { open, id, commands } = props;

  useEffect(() => {
    if (!open) return;
    let alive = true;
    setState(undefined);
    setPassword('');
    command<ShareState>(commands.state, { ID: id }, { silentOnSuccess: true })
      .then((answer) => alive && setState(answer))
      .catch(() => alive && props.onClose());
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on each opening only
  }, [open, id, commands.state, command]);

  const save = async (params: CommandParams, done: string) => {
    setBusy(true);
    try {
      const answer = await command<ShareState>(
        commands.save,
        { ID: id, ...params },
        { silentOnSuccess: true },
      );
      setState({ ...answer, SHARED: true });
      notify('success', done);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    if (!password.trim()) return;
    if (await save({ PASSWORD: password }, t('share.passwordSaved'))) setPassword('');
  };

  const copy = async () => {
    if (!state?.LINK) return;
    const copied = await copyText(state.LINK);
    notify(copied ? 'success' : 'error', t(copied ? 'share.copied' : 'share.copyFailed'));
  };

  const locked = busy || !props.canEdit;
  return (
    <Dialog open={open} onClose={props.onClose} aria-labelledby="share-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="share-dialog-title">{t('share.title', { title: props.title })}</DialogTitle>
      <DialogContent>
        {!state ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label={t('share.loading')} />
          </Box>
        ) : (
          <Stack spacing={2}>
            {!props.canEdit && <Alert severity="info">{t('share.readOnly')}</Alert>}
            <FormControlLabel
              control={
                <Switch
                  checked={state.ENABLED}
                  disabled={locked}
                  onChange={(e) =>
                    void save(
                      { ENABLED: e.target.checked },
                      t(e.target.checked ? 'share.enabledDone' : 'share.disabledDone'),
                    )
                  }
                />
              }
              label={t('share.enabled')}
            />
            {state.LINK ? (
              <Box>
                <TextInput
                  label={t('share.link')}
                  value={state.LINK}
                  readOnly
                  inputProps={{ onFocus: (e) => e.currentTarget.select() }}
                  helperText={state.ENABLED ? t('share.linkHelp') : t('share.linkOff')}
                  endAdornment={
                    <InputAdornment position="end">
                      <IconButton aria-label={t('share.copy')} onClick={() => void copy()} edge="end">
                        <ContentCopy />
                      </IconButton>
                    </InputAdornment>
                  }
                />
                <Button
                  startIcon={<Autorenew />}
                  disabled={locked}
                  onClick={() => void save({ REGENERATE_TOKEN: true }, t('share.regenerated'))}
                >
                  {t('share.regenerate')}
                </Button>
              </Box>
            ) : (
              <Typography color="text.secondary">{t('share.notShared')}</Typography>
            )}
            <Box component="form" noValidate onSubmit={savePassword}>
              <Typography
                component="p"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 500 }}
              >
                {state.HAS_PASSWORD ? <Lock fontSize="small" /> : <LockOpen fontSize="small" />}
                {t(state.HAS_PASSWORD ? 'share.hasPassword' : 'share.noPassword')}
              </Typography>
              {props.canEdit && (
                <>
                  <PasswordField
                    label={t(state.HAS_PASSWORD ? 'share.newPassword' : 'share.password')}
                    name="share-password"
                    autoComplete="new-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    inputProps={{ maxLength: 100 }}
                  />
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <Button type="submit" variant="outlined" disabled={busy || !password.trim()}>
                      {t('share.savePassword')}
                    </Button>
                    {state.HAS_PASSWORD && (
                      <Button
                        color="error"
                        disabled={busy}
                        onClick={() => void save({ PASSWORD: '' }, t('share.passwordRemoved'))}
                      >
                        {t('share.removePassword')}
                      </Button>
                    )}
                  </Stack>
                </>
              )}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
