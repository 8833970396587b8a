import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A centred card with an icon, a page heading, a text and actions: error pages and the planned screen. */
export function CenteredMessage(props: {
  icon?: ReactNode;
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, sm: 6 }, px: 2 }}>
      <Card sx={{ maxWidth: 520, width: '100%' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            {props.icon}
            <Typography variant="h1" component="h1">
              {props.title}
            </Typography>
            <Typography color="text.secondary">{props.text}</Typography>
            {props.actions}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
