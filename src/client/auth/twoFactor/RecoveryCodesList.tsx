// The recovery codes, one per line in a monospace block, with a button that copies them all and
// one that saves them as `recovery-codes.txt` (a line naming the product and the account, then
// one code a line). Shown right after enabling 2FA and from the security settings.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { accountQueryKeys, fetchProfile } from '../../account/accountApi.ts';
import { saveDownload } from '../../providers/saveDownload.ts';
import { useSession } from '../../providers/useSession.ts';

export const RECOVERY_CODES_FILENAME = 'recovery-codes.txt';

export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { fullName } = useSession();
  // The account's email names the file's codes (the download waits for it; the name stands in if
  // the profile cannot be had); the profile is cached for the settings screens.
  const profile = useQuery({ queryKey: accountQueryKeys.profile, queryFn: fetchProfile });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify('account.recovery_codes.copied', { type: 'info' });
    } catch {
      notify('account.recovery_codes.copy_failed', { type: 'error' });
    }
  };

  const download = () => {
    const heading = translate('account.recovery_codes.file_heading', {
      product: translate('app.title'),
      account: profile.data?.email ?? fullName ?? '',
    });
    const text = [heading, ...codes].join('\n') + '\n';
    saveDownload(
      { blob: new Blob([text], { type: 'text/plain;charset=utf-8' }), filename: RECOVERY_CODES_FILENAME },
      RECOVERY_CODES_FILENAME,
    );
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
          gridTemplateColumns: '1fr',
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
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('account.recovery_codes.copy')}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={download} disabled={profile.isPending}>
          {translate('account.recovery_codes.download')}
        </Button>
      </Stack>
    </>
  );
}
