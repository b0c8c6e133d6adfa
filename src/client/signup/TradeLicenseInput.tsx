// The trade licence number with a live availability check: once typing pauses, the number (as
// the server normalises it) is checked with POST signup/check-trade-license-number and the
// answer shown below the field. A resumed signup sends its uuid, so its own licence counts as free.
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { checkTradeLicenseBody } from '../../shared/schemas/signup.ts';
import { useDebouncedValue } from '../forms/useDebouncedValue.ts';
import { checkTradeLicense, signupQueryKeys } from './signupApi.ts';

/** How long typing must pause before the number is checked (the check is throttled per address). */
const TRADE_LICENSE_CHECK_DELAY_MS = 500;

export function TradeLicenseInput({ uuid }: { uuid: string | null }) {
  const translate = useTranslate();
  const typed = useWatch({ name: 'trade_license_number' }) as string | null | undefined;
  const settled = useDebouncedValue(typed ?? '', TRADE_LICENSE_CHECK_DELAY_MS);
  const parsed = checkTradeLicenseBody.shape.trade_license_number.safeParse(settled);
  const number = parsed.success ? parsed.data : null;
  const availability = useQuery({
    queryKey: signupQueryKeys.tradeLicense(number ?? '', uuid),
    queryFn: () => checkTradeLicense(number!, uuid),
    enabled: number !== null,
    staleTime: 30_000,
    retry: false,
  });

  let message: { key: string; color: string } | null = null;
  if (number !== null) {
    if (availability.isPending) message = { key: 'signup.trade_license.checking', color: 'text.secondary' };
    else if (availability.isError) message = null;
    else if (availability.data) message = { key: 'signup.trade_license.available', color: 'success.main' };
    else message = { key: 'signup.trade_license.taken', color: 'error.main' };
  }

  return (
    <Box>
      <TextInput source="trade_license_number" label="signup.fields.trade_license_number" helperText={false} />
      <Typography role="status" variant="caption" sx={{ display: 'block', mt: -1, mb: 1, minHeight: '1.5em', color: message?.color }}>
        {message ? translate(message.key, { number }) : ''}
      </Typography>
    </Box>
  );
}
