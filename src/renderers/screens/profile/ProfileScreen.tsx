import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../hooks/usePageTitle';
import type { ScreenProps } from '../ScreenProps';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ProfileDataCard } from './ProfileDataCard';
import { ProfilePhotoCard } from './ProfilePhotoCard';

/** The user's own profile: name, photo and password, as three independent cards. */
export function ProfileScreen(props: ScreenProps) {
  const title = usePageTitle(props.route.title);
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ProfileDataCard />
          <ProfilePhotoCard />
        </Box>
        <ChangePasswordCard />
      </Box>
    </Box>
  );
}
