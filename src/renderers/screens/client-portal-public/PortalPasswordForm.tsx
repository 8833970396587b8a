import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { PasswordField } from '../../components/PasswordField';

/** The access password prompt of a protected portal, with the refusal shown under it. */
export function PortalPasswordForm(props: {
  error: string | null;
  busy: boolean;
  onSubmit(password: string): void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) props.onSubmit(password);
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, sm: 6 }, px: 2 }}>
      <Card sx={{ maxWidth: 440, width: '100%' }}>
        <CardContent component="form" onSubmit={submit} sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
            <LockOutlined color="primary" sx={{ fontSize: 40, alignSelf: 'center' }} />
            <Typography variant="h1" component="h1" sx={{ textAlign: 'center' }}>
              {t('publicPortal.passwordTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
              {t('publicPortal.passwordText')}
            </Typography>
            <PasswordField
              label={t('publicPortal.password')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoFocus
              required
              autoComplete="current-password"
            />
            {props.error && (
              <Alert severity="error" role="alert">
                {props.error}
              </Alert>
            )}
            <Button type="submit" variant="contained" disabled={props.busy || !password}>
              {t('publicPortal.enter')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
