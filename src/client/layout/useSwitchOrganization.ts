// Switching organization (docs/product.md section 4): the chosen enabled membership becomes current and
// its role the access type; every cached answer belonged to the old organization, so the query
// cache is reset (active queries refetch, canAccess included) before going to the new home page.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppAuthProvider } from '../providers/authProvider.ts';
import { homePath } from '../routing/homePath.ts';

export function useSwitchOrganization(): (organizationId: number) => void {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (organizationId: number) => {
      if (!authProvider) return;
      const accessType = authProvider.switchOrganization(organizationId);
      void queryClient.resetQueries();
      navigate(homePath(accessType));
    },
    [authProvider, queryClient, navigate],
  );
}
