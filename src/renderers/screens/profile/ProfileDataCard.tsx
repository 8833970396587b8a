import Button from '@mui/material/Button';
import { TextInput } from '../../components/TextInput';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { FormCard } from '../../components/crud/FormCard';
import { requiredInput } from '../../components/crud/requiredInput';
import { useCommandAction } from '../../hooks/useCommandAction';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';

/** Name (SaveProfile) beside the read-only e-mail and company. */
export function ProfileDataCard() {
  const { t } = useTranslation();
  const { session } = useRuntime();
  const { busy, run } = useCommandAction();
  const notify = useNotify();
  const user = useSession((s) => s.user);
  const [name, setName] = useState(user?.name ?? '');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    await run(
      'SaveProfile',
      { NAME: name.trim() },
      {
        silentOnSuccess: true,
        onDone: async () => {
          notify('success', t('profile.saved'));
          await session.getState().refreshUser();
        },
      },
    );
  };

  return (
    <FormCard id="profile-data-title" title={t('profile.personalData')} onSubmit={save} flush>
      <TextInput
        label={t('profile.name')}
        name="name"
        autoComplete="name"
        {...requiredInput(t, name, setName, !name.trim())}
      />
      <TextInput label={t('profile.email')} value={user?.email ?? ''} readOnly />
      <TextInput label={t('profile.company')} value={user?.companyName ?? ''} readOnly />
      <Button type="submit" variant="contained" disabled={busy || !name.trim()} sx={{ mt: 1 }}>
        {t('common.save')}
      </Button>
    </FormCard>
  );
}
