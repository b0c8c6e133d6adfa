// The centred card the pages outside the app shell share (sign-in, 2FA notice, no organization).
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export function AuthPageShell({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="overline" component="p" color="primary">
            {translate('app.title')}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(titleKey)}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
