// A titled block of an organization tab (a list, a form), named by its heading for assistive
// technology and tests alike.
import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export function TabSection({ titleKey, children }: { titleKey?: string; children: ReactNode }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={titleKey ? headingId : undefined} sx={{ mb: 2 }}>
      <CardContent>
        {titleKey && (
          <Typography id={headingId} variant="h6" component="h2" gutterBottom>
            {translate(titleKey)}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
