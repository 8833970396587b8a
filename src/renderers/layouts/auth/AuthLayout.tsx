import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../hooks/useTranslation';

/** The layout login, recovery and forgot-password share: the brand above one centred card. */
export function AuthLayout(props: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        background: 'linear-gradient(160deg, #004d40 0%, #00796b 45%, #e0f2f1 45.1%, #f4f7f6 100%)',
      }}
    >
      <Box sx={{ textAlign: 'center', mb: 3, color: '#ffffff' }}>
        <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 700, letterSpacing: '-0.02em' }}>
          {t('app.name')}
        </Typography>
        <Typography component="p" sx={{ opacity: 0.9 }}>
          {t('auth.tagline')}
        </Typography>
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420, boxShadow: '0 12px 32px rgba(0, 77, 64, 0.18)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>{props.children}</CardContent>
      </Card>
    </Box>
  );
}
