// The new token's plain text, shown this once with a copy button: the server keeps only its hash,
// so closing the dialog forgets it for good.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { CreatedApiToken } from '../organizationTypes.ts';

export function PlainTokenDialog({ token, onClose }: { token: CreatedApiToken | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();

  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token.plain_text_token);
      notify('organizations.api_tokens.copied', { type: 'info' });
    } catch {
      notify('organizations.api_tokens.copy_failed', { type: 'error' });
    }
  };

  return (
    <Dialog open={token !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="plain-token-title">
      <DialogTitle id="plain-token-title">{translate('organizations.api_tokens.created_title', { name: token?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('organizations.api_tokens.shown_once')}
        </Alert>
        <TextField
          fullWidth
          label={translate('organizations.api_tokens.plain_token')}
          value={token?.plain_text_token ?? ''}
          slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('organizations.api_tokens.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('organizations.api_tokens.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
