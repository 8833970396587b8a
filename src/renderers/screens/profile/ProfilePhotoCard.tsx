import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { checkImageFile } from '../../../runtime/validators/checkImageFile';
import { FormCard } from '../../components/crud/FormCard';
import { useCommandAction } from '../../hooks/useCommandAction';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import { UserAvatar } from '../../layouts/main/UserAvatar';

/** Photo upload (SaveProfilePhoto, multipart) with a preview; non-images and files over 5 MB are refused here. */
export function ProfilePhotoCard() {
  const { t } = useTranslation();
  const { session } = useRuntime();
  const { busy, run } = useCommandAction();
  const notify = useNotify();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    if (problem) {
      notify('error', t(`errors.${problem}`));
      return;
    }
    setFile(chosen);
  };

  const save = async () => {
    if (!file) return;
    await run(
      'SaveProfilePhoto',
      { PHOTO: file },
      {
        silentOnSuccess: true,
        onDone: () => {
          notify('success', t('profile.photoSaved'));
          setFile(null);
          setPreview(null);
          session.getState().bumpPhoto();
        },
      },
    );
  };

  return (
    <FormCard id="profile-photo-title" title={t('profile.photo')} flush>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2, flexWrap: 'wrap', rowGap: 2 }}>
        {preview ? (
          <Avatar src={preview} alt={t('profile.photoPreview')} sx={{ width: 72, height: 72 }} />
        ) : (
          <UserAvatar size={72} />
        )}
        <Stack spacing={1}>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            onChange={choose}
            style={{ display: 'none' }}
            aria-label={t('profile.choosePhoto')}
          />
          <Button variant="outlined" component="label" htmlFor={inputId}>
            {t('profile.choosePhoto')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('profile.photoHint')}
          </Typography>
        </Stack>
      </Stack>
      <Button variant="contained" onClick={save} disabled={!file || busy} sx={{ mt: 2 }}>
        {t('profile.savePhoto')}
      </Button>
    </FormCard>
  );
}
