import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { TextInput } from '../../components/TextInput';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';

/** Name (SaveProfile) beside the read-only e-mail and company. */
export function ProfileDataCard() {
  const { t } = useTranslation();
  const { command, session } = useRuntime();
  const notify = useNotify();
  const user = useSession((s) => s.user);
  const [name, setName] = useState(user?.name ?? '');
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    try {
      await command('SaveProfile', { NAME: name.trim() }, { silentOnSuccess: true });
      notify('success', t('profile.saved'));
      await session.getState().refreshUser();
    } catch {
      // The adapter already showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="profile-data-title">
      <CardContent component="form" onSubmit={save} noValidate>
        <Typography variant="h2" id="profile-data-title">
          {t('profile.personalData')}
        </Typography>
        <TextInput
          label={t('profile.name')}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={!name.trim()}
          helperText={!name.trim() ? t('errors.REQUIRED_FIELD') : undefined}
        />
        <TextInput label={t('profile.email')} value={user?.email ?? ''} readOnly />
        <TextInput label={t('profile.company')} value={user?.companyName ?? ''} readOnly />
        <Button type="submit" variant="contained" disabled={busy || !name.trim()} sx={{ mt: 1 }}>
          {t('common.save')}
        </Button>
      </CardContent>
    </Card>
  );
}
