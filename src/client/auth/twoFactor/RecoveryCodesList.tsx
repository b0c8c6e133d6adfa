// The recovery codes, one per line in a monospace block, with a button that copies them all.
// Shown right after enabling 2FA and from the security settings.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const translate = useTranslate();
  const notify = useNotify();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify('account.recovery_codes.copied', { type: 'info' });
    } catch {
      notify('account.recovery_codes.copy_failed', { type: 'error' });
    }
  };

  return (
    <>
      <Box
        component="ul"
        aria-label={translate('account.recovery_codes.list_label')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ mt: 1 }}>
        {translate('account.recovery_codes.copy')}
      </Button>
    </>
  );
}
