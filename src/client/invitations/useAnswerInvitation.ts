// Accepting or declining an invitation (POST auth/invites/{orgId}). The answer carries the user's
// organizations, stored at once so the switcher shows the new one without signing in again. A
// user who had no organization makes the one he joined current and goes to its home page.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ReceivedInvitation } from '../../shared/account.ts';
import { accountQueryKeys, answerInvitation } from '../account/accountApi.ts';
import { applyOrganizations, readSession } from '../providers/session.ts';
import { homePath } from '../routing/homePath.ts';

export function useAnswerInvitation(): (invitation: ReceivedInvitation, accept: boolean) => Promise<void> {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  return useCallback(
    async (invitation, accept) => {
      const accessTypeBefore = readSession().accessType;
      const answer = await answerInvitation(invitation.organization_id, accept);
      const accessType = applyOrganizations(answer.organizations, accept ? invitation.organization_id : undefined);
      notify(accept ? 'invitations.accepted' : 'invitations.declined', {
        type: 'success',
        messageArgs: { organization: invitation.organization_name },
      });
      if (accessTypeBefore === null && accessType !== null) {
        // A first organization: everything cached was asked without one.
        void queryClient.resetQueries();
        navigate(homePath(accessType), { replace: true });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: accountQueryKeys.invitations });
    },
    [queryClient, notify, navigate],
  );
}
