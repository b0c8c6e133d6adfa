// The invitations tab (organizations.members.manage): unanswered invitations (an expired one says
// so) with resend and cancel, and the
// two ways to invite: by email, or an existing user found by search.
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { OrganizationInvitation } from '../../../shared/account.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { useFormatDateTime } from '../../i18n/useFormatDateTime.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import type { OrganizationTabProps } from '../OrganizationPage.tsx';
import { organizationQueryKeys } from '../organizationQueryKeys.ts';
import { TabSection } from '../TabSection.tsx';
import { cancelInvitation, fetchInvitations, resendInvitation } from './invitationsApi.ts';
import { InviteByEmailForm } from './InviteByEmailForm.tsx';
import { InviteExistingUser } from './InviteExistingUser.tsx';

function PendingInvitationsTable({
  invitations,
  onResend,
  onCancel,
  busy,
}: {
  invitations: OrganizationInvitation[];
  onResend: (invitation: OrganizationInvitation) => Promise<unknown>;
  onCancel: (invitation: OrganizationInvitation) => Promise<unknown>;
  busy: boolean;
}) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  if (invitations.length === 0) return <Typography color="text.secondary">{translate('organizations.invitations.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('organizations.invitations.pending')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('organizations.invitations.email')}</TableCell>
          <TableCell>{translate('organizations.invitations.role')}</TableCell>
          <TableCell>{translate('organizations.invitations.invited_by')}</TableCell>
          <TableCell>{translate('organizations.invitations.expires')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {invitations.map((invitation) => (
          <TableRow key={invitation.id}>
            <TableCell>{invitation.full_name ? `${invitation.full_name} <${invitation.email}>` : invitation.email}</TableCell>
            <TableCell>{translate(`roles.${invitation.role}`)}</TableCell>
            <TableCell>{invitation.invited_by_name ?? '—'}</TableCell>
            <TableCell>
              {Date.parse(invitation.expires_at) <= Date.now()
                ? translate('organizations.invitations.expired_on', { date: formatDateTime(invitation.expires_at) })
                : formatDateTime(invitation.expires_at)}
            </TableCell>
            <TableCell align="right">
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button
                  size="small"
                  aria-label={translate('organizations.invitations.resend_label', { email: invitation.email })}
                  disabled={busy}
                  onClick={() => void onResend(invitation)}
                >
                  {translate('organizations.invitations.resend')}
                </Button>
                <ConfirmActionButton
                  label="organizations.invitations.cancel"
                  ariaLabel={translate('organizations.invitations.cancel_label', { email: invitation.email })}
                  title="organizations.invitations.cancel_title"
                  content="organizations.invitations.cancel_content"
                  messageArgs={{ email: invitation.email }}
                  disabled={busy}
                  onConfirm={() => onCancel(invitation)}
                />
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function InvitationsTab({ organization }: OrganizationTabProps) {
  const queryClient = useQueryClient();
  const invitations = useQuery({
    queryKey: organizationQueryKeys.invitations(organization.id),
    queryFn: () => fetchInvitations(organization.id),
  });
  const { run, pending } = useServerAction();
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationQueryKeys.invitations(organization.id) });

  return (
    <>
      <TabSection titleKey="organizations.invitations.pending">
        {invitations.data ? (
          <PendingInvitationsTable
            invitations={invitations.data}
            busy={pending}
            onResend={(invitation) =>
              run(() => resendInvitation(organization.id, invitation.id), {
                success: 'organizations.invitations.resent',
                successArgs: { email: invitation.email },
                afterwards: refresh,
              })
            }
            onCancel={(invitation) =>
              run(() => cancelInvitation(organization.id, invitation.email), {
                success: 'organizations.invitations.cancelled',
                successArgs: { email: invitation.email },
                afterwards: refresh,
              })
            }
          />
        ) : (
          <QueryFallback error={invitations.error} />
        )}
      </TabSection>
      <TabSection titleKey="organizations.invitations.by_email">
        <InviteByEmailForm organization={organization} onInvited={refresh} />
      </TabSection>
      <TabSection titleKey="organizations.invitations.existing_user">
        <InviteExistingUser organization={organization} onInvited={refresh} />
      </TabSection>
    </>
  );
}
