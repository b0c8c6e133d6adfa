// `/auth/invitation?token=…`, the link of an invitation mail. Its secret shows the invitation to
// whoever follows it; signed in, he accepts or declines here; signed out, he signs in or creates
// his account (the email filled in, the link proving it) and comes back here to answer.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { InvitationLink } from '../../shared/account.ts';
import { accountQueryKeys, fetchInvitationLink } from '../account/accountApi.ts';
import { AuthPageLink } from '../auth/AuthPageLink.tsx';
import { AuthPageShell } from '../auth/AuthPageShell.tsx';
import { useNotifyError } from '../errors/useNotifyError.ts';
import { useFormatDateTime } from '../i18n/useFormatDateTime.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { isSignedIn } from '../providers/session.ts';
import { useSession } from '../providers/useSession.ts';
import { withNextPath } from '../routing/nextPath.ts';
import { LOGIN_PATH, REGISTER_PATH } from '../routing/paths.ts';
import { useAnswerInvitation } from './useAnswerInvitation.ts';

export function InvitationLinkPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useQuery({
    queryKey: accountQueryKeys.invitationLink(token),
    queryFn: () => fetchInvitationLink(token),
    enabled: token !== '',
    retry: false,
  });

  return (
    <AuthPageShell titleKey="invitations.link.title">
      {!token ? (
        <Alert severity="warning">{translate('invitations.link.incomplete')}</Alert>
      ) : invitation.isSuccess ? (
        <InvitationDetails invitation={invitation.data} token={token} />
      ) : invitation.isError ? (
        <>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('invitations.link.invalid')}
          </Alert>
          <AuthPageLink to={LOGIN_PATH} labelKey="auth.back_to_sign_in" />
        </>
      ) : (
        <QueryFallback error={null} />
      )}
    </AuthPageShell>
  );
}

function InvitationDetails({ invitation, token }: { invitation: InvitationLink; token: string }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const session = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const role = translate(`roles.${invitation.role}`);

  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {invitation.invited_by_name
          ? translate('invitations.link.invited_by', { name: invitation.invited_by_name, organization: invitation.organization_name, role })
          : translate('invitations.link.invited', { organization: invitation.organization_name, role })}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 3 }}>
        {translate('invitations.link.sent_to', { email: invitation.email, date: formatDateTime(invitation.expires_at) ?? '' })}
      </Typography>
      {isSignedIn(session) ? (
        <LinkAnswer invitation={invitation} token={token} />
      ) : (
        <Stack spacing={1}>
          <Button
            variant="contained"
            component={Link}
            to={withNextPath(`${REGISTER_PATH}?${new URLSearchParams({ email: invitation.email, invitation: token })}`, here)}
          >
            {translate('invitations.link.create_account')}
          </Button>
          <Button component={Link} to={withNextPath(LOGIN_PATH, here)}>
            {translate('invitations.link.sign_in')}
          </Button>
        </Stack>
      )}
    </>
  );
}

function LinkAnswer({ invitation, token }: { invitation: InvitationLink; token: string }) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const answerInvitation = useAnswerInvitation();
  const [answering, setAnswering] = useState(false);

  const answer = async (accept: boolean) => {
    setAnswering(true);
    try {
      await answerInvitation(invitation, accept, token);
    } catch (error) {
      notifyError(error);
      setAnswering(false);
    }
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" disabled={answering} onClick={() => void answer(false)}>
          {translate('invitations.decline')}
        </Button>
        <Button variant="contained" disabled={answering} onClick={() => void answer(true)}>
          {translate('invitations.link.accept', { organization: invitation.organization_name })}
        </Button>
      </Stack>
    </Box>
  );
}
