// The user's pending invitations (GET auth/invites), each with accept and decline. Shown on the
// no-organizations landing and in the invitations tab of account settings; an account whose email
// is not confirmed yet sees none, and the notice above the list says why.
import { List, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ReceivedInvitation } from '../../shared/account.ts';
import { accountQueryKeys, fetchInvitations } from '../account/accountApi.ts';
import { EmailVerificationNotice } from '../account/EmailVerificationNotice.tsx';
import { useNotifyError } from '../errors/useNotifyError.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { InvitationItem } from './InvitationItem.tsx';
import { useAnswerInvitation } from './useAnswerInvitation.ts';

export function PendingInvitations() {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const answerInvitation = useAnswerInvitation();
  const invitations = useQuery({ queryKey: accountQueryKeys.invitations, queryFn: fetchInvitations });
  // One answer at a time: the buttons of every invitation wait for it.
  const [answering, setAnswering] = useState<number | null>(null);

  const answer = async (invitation: ReceivedInvitation, accept: boolean) => {
    setAnswering(invitation.id);
    try {
      await answerInvitation(invitation, accept);
    } catch (error) {
      notifyError(error);
      // Gone meanwhile (expired, cancelled): show the list as it is now.
      void invitations.refetch();
    } finally {
      setAnswering(null);
    }
  };

  if (!invitations.isSuccess) return <QueryFallback error={invitations.error} />;
  if (invitations.data.length === 0) {
    return (
      <>
        <EmailVerificationNotice />
        <Typography color="text.secondary">{translate('invitations.empty')}</Typography>
      </>
    );
  }
  return (
    <List aria-label={translate('invitations.title')} disablePadding>
      {invitations.data.map((invitation) => (
        <InvitationItem
          key={invitation.id}
          invitation={invitation}
          disabled={answering !== null}
          onAnswer={(accept) => void answer(invitation, accept)}
        />
      ))}
    </List>
  );
}
