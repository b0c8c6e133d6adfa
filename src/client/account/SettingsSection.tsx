// One titled block of account settings (profile, password, two-factor, devices…).
import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export function SettingsSection({
  titleKey,
  descriptionKey,
  children,
}: {
  titleKey: string;
  descriptionKey?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {translate(titleKey)}
        </Typography>
        {descriptionKey && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(descriptionKey)}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
