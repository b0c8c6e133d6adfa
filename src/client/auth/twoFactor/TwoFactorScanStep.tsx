// Step one of enabling 2FA: the QR code to scan (or the key to type by hand), then the first code
// from the app and the password, which confirm it (POST auth/2fa/confirmed-two-factor-authentication):
// the password, because confirming signs every other device out. The answer's recovery codes are
// handed to the page, which shows them once.
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Box, TextField, Typography } from '@mui/material';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import type { TwoFactorQrCode } from '../../../shared/account.ts';
import { confirmTwoFactorBody, type ConfirmTwoFactorBody } from '../../../shared/schemas/auth.ts';
import { confirmTwoFactor } from '../../account/accountApi.ts';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import { groupedKey, manualKeyOf, svgImageSource } from './otpauthKey.ts';

const validateCode = zodFormValidator(confirmTwoFactorBody);

export function TwoFactorScanStep({ qrCode, onConfirmed }: { qrCode: TwoFactorQrCode; onConfirmed: (recoveryCodes: string[]) => void }) {
  const translate = useTranslate();
  const key = manualKeyOf(qrCode.url);
  const submit = useFormSubmission(async (values: Partial<ConfirmTwoFactorBody>) => {
    onConfirmed(await confirmTwoFactor(confirmTwoFactorBody.parse(values)));
  });

  return (
    <>
      <Typography color="text.secondary">{translate('auth.two_factor_setup.scan')}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
        <Box
          component="img"
          src={svgImageSource(qrCode.svg)}
          alt={translate('auth.two_factor_setup.qr_code')}
          sx={{ width: 200, height: 200, bgcolor: 'common.white', p: 1, borderRadius: 1 }}
        />
      </Box>
      {key && (
        <TextField
          label={translate('auth.two_factor_setup.key')}
          helperText={translate('auth.two_factor_setup.manual_key')}
          value={groupedKey(key)}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } } }}
          sx={{ mb: 1 }}
        />
      )}
      <Form onSubmit={submit} validate={validateCode} noValidate>
        <TextInput
          source="code"
          label="auth.two_factor_setup.code"
          autoComplete="one-time-code"
          helperText={false}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextInput
          source="password"
          type="password"
          label="auth.two_factor_setup.password"
          autoComplete="current-password"
          helperText={false}
        />
        <SaveButton label="auth.two_factor_setup.confirm" icon={<VerifiedUserIcon />} fullWidth sx={{ mt: 2 }} />
      </Form>
    </>
  );
}
