// The centred card the pages outside the app shell share (sign-in, 2FA notice, no organization,
// the signup wizard, which asks for a wider one), with the language switcher above the title.
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher.tsx';

export function AuthPageShell({ titleKey, children, maxWidth = 440 }: { titleKey: string; children: ReactNode; maxWidth?: number }) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="overline" component="p" color="primary">
              {translate('app.title')}
            </Typography>
            <LanguageSwitcher />
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(titleKey)}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
