import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PasswordField } from '../../components/PasswordField';
import { FormCard } from '../../components/crud/FormCard';
import { requiredInput } from '../../components/crud/requiredInput';
import { useCommandAction } from '../../hooks/useCommandAction';
import { useNewPassword } from '../../hooks/useNewPassword';
import { useNotify } from '../../hooks/useNotify';

/** Password change (ChangePassword): the strict rule and the confirmation are checked before sending. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const { busy, run } = useCommandAction();
  const notify = useNotify();
  const [oldPassword, setOldPassword] = useState('');
  const pair = useNewPassword();
  const [tried, setTried] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!oldPassword || !pair.valid) return;
    // A refusal (e.g. the old password is wrong) was already shown by the adapter.
    await run(
      'ChangePassword',
      { OLD_PASSWORD: oldPassword, NEW_PASSWORD: pair.password, CONFIRMATION: pair.confirmation },
      {
        silentOnSuccess: true,
        onDone: () => {
          notify('success', t('profile.passwordSaved'));
          setOldPassword('');
          pair.clear();
          setTried(false);
        },
      },
    );
  };

  return (
    <FormCard id="profile-password-title" title={t('profile.changePassword')} onSubmit={save} flush>
      <PasswordField
        label={t('profile.oldPassword')}
        name="current-password"
        autoComplete="current-password"
        {...requiredInput(t, oldPassword, setOldPassword, tried && !oldPassword)}
      />
      <NewPasswordFields
        labels={{ password: t('profile.newPassword'), confirmation: t('profile.confirmation') }}
        {...pair.fields}
        showProblems={tried}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
        {t('profile.changePassword')}
      </Button>
    </FormCard>
  );
}
