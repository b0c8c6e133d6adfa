// A record's details in a side drawer: a titled panel with a close button, labelled fields and
// JSON shown as indented text. One frame for every such drawer (audit entries, message logs), so
// they look and read alike to a screen reader.
import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** `title` is a translation key; the drawer is open while `open` holds. */
export function DetailsDrawer({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: { xs: '100vw', sm: 480 }, boxSizing: 'border-box', p: 2 }} role="region" aria-label={translate(title)}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6">{translate(title)}</Typography>
          <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {children}
      </Box>
    </Drawer>
  );
}

/** One labelled value; `label` is a translation key. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="div" variant="body2">
        {children}
      </Typography>
    </Box>
  );
}

/** A JSON value as indented text; `label` (a translation key) names it for screen readers. */
export function JsonBlock({ value, label }: { value: unknown; label?: string }) {
  const translate = useTranslate();
  return (
    <Box
      component="pre"
      aria-label={label ? translate(label) : undefined}
      sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 12 }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}
