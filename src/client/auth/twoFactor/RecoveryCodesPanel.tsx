// Loads the user's current recovery codes and shows them (GET auth/2fa/two-factor-recovery-codes).
import { useQuery } from '@tanstack/react-query';
import { accountQueryKeys, fetchRecoveryCodes } from '../../account/accountApi.ts';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';

export function RecoveryCodesPanel() {
  const codes = useQuery({ queryKey: accountQueryKeys.recoveryCodes, queryFn: fetchRecoveryCodes, staleTime: 0 });
  return codes.isSuccess ? <RecoveryCodesList codes={codes.data} /> : <QueryFallback error={codes.error} />;
}
