// Two-factor authentication in the security tab: enable (the setup page, which brings the user
// back here), or, when it is on, show or regenerate the recovery codes and disable it.
import { Alert, Box, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RecoveryCodesPanel } from '../auth/twoFactor/RecoveryCodesPanel.tsx';
import { useNotifyError } from '../errors/useNotifyError.ts';
import { useSession } from '../providers/useSession.ts';
import { accountSettingsPath, TWO_FACTOR_SETUP_PATH } from '../routing/paths.ts';
import { accountQueryKeys, regenerateRecoveryCodes } from './accountApi.ts';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog.tsx';
import { SettingsSection } from './SettingsSection.tsx';

export function TwoFactorSettings() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const { twoFactorEnabled } = useSession();
  const [showCodes, setShowCodes] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const [regenerating, setRegenerating] = useState(false);

  const regenerate = async () => {
    setRegenerating(true);
    try {
      queryClient.setQueryData(accountQueryKeys.recoveryCodes, await regenerateRecoveryCodes());
      setShowCodes(true);
      notify('account.two_factor.regenerated', { type: 'success' });
    } catch (error) {
      notifyError(error);
    } finally {
      setRegenerating(false);
    }
  };

  if (!twoFactorEnabled) {
    return (
      <SettingsSection titleKey="account.two_factor.title" descriptionKey="account.two_factor.off">
        <Button variant="contained" onClick={() => navigate(TWO_FACTOR_SETUP_PATH, { state: { returnTo: accountSettingsPath('security') } })}>
          {translate('account.two_factor.enable')}
        </Button>
      </SettingsSection>
    );
  }

  return (
    <SettingsSection titleKey="account.two_factor.title">
      <Alert severity="success" sx={{ mb: 2 }}>
        {translate('account.two_factor.on')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => setShowCodes((shown) => !shown)} aria-expanded={showCodes}>
          {translate(showCodes ? 'account.two_factor.hide_codes' : 'account.two_factor.show_codes')}
        </Button>
        <Button variant="outlined" disabled={regenerating} onClick={() => void regenerate()}>
          {translate('account.two_factor.regenerate')}
        </Button>
        <Button color="error" variant="outlined" onClick={() => setDisabling(true)}>
          {translate('account.two_factor.disable')}
        </Button>
      </Stack>
      {showCodes && (
        <Box sx={{ mt: 2 }}>
          <RecoveryCodesPanel />
        </Box>
      )}
      <DisableTwoFactorDialog
        open={disabling}
        onClose={() => setDisabling(false)}
        onDisabled={() => {
          setDisabling(false);
          setShowCodes(false);
          queryClient.removeQueries({ queryKey: accountQueryKeys.recoveryCodes });
        }}
      />
    </SettingsSection>
  );
}
