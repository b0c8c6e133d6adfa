// Accepting or declining an invitation, from the account's list (POST auth/invites/{orgId}) or
// from a mailed link (its secret). The answer carries the user's organizations, stored at once so
// the switcher shows the new one without signing in again. A user who had no organization makes
// the one he joined current and goes to its home page.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { InvitationAnswer } from '../../shared/account.ts';
import { accountQueryKeys, answerInvitation, answerInvitationLink } from '../account/accountApi.ts';
import { applyOrganizations, readSession } from '../providers/session.ts';
import { homePath } from '../routing/homePath.ts';

interface InvitedTo {
  organization_id: number;
  organization_name: string;
}

/** Sends an answer and applies what it changed; `linkToken` answers through the mailed link. */
export function useAnswerInvitation(): (invitation: InvitedTo, accept: boolean, linkToken?: string) => Promise<void> {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  return useCallback(
    async (invitation, accept, linkToken) => {
      const accessTypeBefore = readSession().accessType;
      const answer: InvitationAnswer = linkToken
        ? await answerInvitationLink(linkToken, accept)
        : await answerInvitation(invitation.organization_id, accept);
      const accessType = applyOrganizations(answer.organizations, accept ? invitation.organization_id : undefined);
      notify(accept ? 'invitations.accepted' : 'invitations.declined', {
        type: 'success',
        messageArgs: { organization: invitation.organization_name },
      });
      if ((accessTypeBefore === null && accessType !== null) || linkToken) {
        // A first organization: everything cached was asked without one. A link's page is left for home.
        void queryClient.resetQueries();
        navigate(homePath(accessType), { replace: true });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: accountQueryKeys.invitations });
    },
    [queryClient, notify, navigate],
  );
}
