import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNewPassword } from '../../../runtime/validators/checkNewPassword';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PasswordField } from '../../components/PasswordField';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';

/** Password change (ChangePassword): the strict rule and the confirmation are checked before sending. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = checkNewPassword(password, confirmation);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!oldPassword || problems.password || problems.confirmation) return;
    setBusy(true);
    try {
      await command(
        'ChangePassword',
        { OLD_PASSWORD: oldPassword, NEW_PASSWORD: password, CONFIRMATION: confirmation },
        { silentOnSuccess: true },
      );
      notify('success', t('profile.passwordSaved'));
      setOldPassword('');
      setPassword('');
      setConfirmation('');
      setTried(false);
    } catch {
      // The adapter already showed why (e.g. the old password is wrong).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="profile-password-title">
      <CardContent component="form" onSubmit={save} noValidate>
        <Typography variant="h2" id="profile-password-title">
          {t('profile.changePassword')}
        </Typography>
        <PasswordField
          label={t('profile.oldPassword')}
          name="current-password"
          autoComplete="current-password"
          required
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
          error={tried && !oldPassword}
          helperText={tried && !oldPassword ? t('errors.REQUIRED_FIELD') : undefined}
        />
        <NewPasswordFields
          labels={{ password: t('profile.newPassword'), confirmation: t('profile.confirmation') }}
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          problems={problems}
          showProblems={tried}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
          {t('profile.changePassword')}
        </Button>
      </CardContent>
    </Card>
  );
}
