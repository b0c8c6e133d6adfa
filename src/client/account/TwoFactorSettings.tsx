// Two-factor authentication in the security tab: enable (the setup page, which brings the user
// back here), or, when it is on, show or regenerate the recovery codes and disable it — each of
// those behind the password. Codes shown are kept in this component only, never in a cache.
import KeyIcon from '@mui/icons-material/Key';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RecoveryCodesList } from '../auth/twoFactor/RecoveryCodesList.tsx';
import { setTwoFactorEnabled } from '../providers/session.ts';
import { useSession } from '../providers/useSession.ts';
import { accountSettingsPath, TWO_FACTOR_SETUP_PATH } from '../routing/paths.ts';
import { disableTwoFactor, fetchRecoveryCodes, regenerateRecoveryCodes } from './accountApi.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { TwoFactorPasswordDialog } from './TwoFactorPasswordDialog.tsx';

type PasswordStep = 'show' | 'regenerate' | 'disable';

export function TwoFactorSettings() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const { twoFactorEnabled } = useSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [step, setStep] = useState<PasswordStep | null>(null);
  const close = () => setStep(null);

  if (!twoFactorEnabled) {
    return (
      <SettingsSection titleKey="account.two_factor.title" descriptionKey="account.two_factor.off">
        <Button
          variant="contained"
          onClick={() => navigate(TWO_FACTOR_SETUP_PATH, { state: { returnTo: accountSettingsPath('security') } })}
        >
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
        <Button variant="outlined" onClick={() => (codes ? setCodes(null) : setStep('show'))} aria-expanded={codes !== null}>
          {translate(codes ? 'account.two_factor.hide_codes' : 'account.two_factor.show_codes')}
        </Button>
        <Button variant="outlined" onClick={() => setStep('regenerate')}>
          {translate('account.two_factor.regenerate')}
        </Button>
        <Button color="error" variant="outlined" onClick={() => setStep('disable')}>
          {translate('account.two_factor.disable')}
        </Button>
      </Stack>
      {codes && (
        <Box sx={{ mt: 2 }}>
          <RecoveryCodesList codes={codes} />
        </Box>
      )}
      <TwoFactorPasswordDialog
        open={step === 'show'}
        titleKey="account.two_factor.show_codes"
        messageKey="account.two_factor.show_codes_message"
        submitLabel="account.two_factor.show"
        submitIcon={<KeyIcon />}
        onClose={close}
        onSubmit={async (password) => {
          setCodes(await fetchRecoveryCodes(password));
          close();
        }}
      />
      <TwoFactorPasswordDialog
        open={step === 'regenerate'}
        titleKey="account.two_factor.regenerate_title"
        messageKey="account.two_factor.regenerate_message"
        submitLabel="account.two_factor.regenerate_submit"
        submitIcon={<RefreshIcon />}
        onClose={close}
        onSubmit={async (password) => {
          setCodes(await regenerateRecoveryCodes(password));
          close();
          notify('account.two_factor.regenerated', { type: 'success' });
        }}
      />
      <TwoFactorPasswordDialog
        open={step === 'disable'}
        titleKey="account.two_factor.disable_title"
        messageKey="account.two_factor.disable_message"
        submitLabel="account.two_factor.disable"
        submitIcon={<LockOpenIcon />}
        danger
        onClose={close}
        onSubmit={async (password) => {
          await disableTwoFactor(password);
          close();
          setCodes(null);
          setTwoFactorEnabled(false);
          notify('account.two_factor.disabled', { type: 'success' });
        }}
      />
    </SettingsSection>
  );
}
