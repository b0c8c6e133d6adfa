// One pending invitation: the organization, the role offered, who invited and until when, with
// accept and decline.
import BusinessIcon from '@mui/icons-material/Business';
import { Button, ListItem, ListItemIcon, ListItemText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReceivedInvitation } from '../../shared/account.ts';
import { useFormatDateTime } from '../i18n/useFormatDateTime.ts';

interface InvitationItemProps {
  invitation: ReceivedInvitation;
  disabled: boolean;
  onAnswer: (accept: boolean) => void;
}

export function InvitationItem({ invitation, disabled, onAnswer }: InvitationItemProps) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const details = [
    translate('invitations.role', { role: translate(`roles.${invitation.role}`) }),
    invitation.invited_by_name ? translate('invitations.invited_by', { name: invitation.invited_by_name }) : null,
    translate('invitations.expires', { date: formatDateTime(invitation.expires_at) ?? '' }),
  ].filter(Boolean);

  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <BusinessIcon />
      </ListItemIcon>
      <ListItemText primary={invitation.organization_name} secondary={details.join(' · ')} sx={{ flex: '1 1 200px' }} />
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          size="small"
          disabled={disabled}
          onClick={() => onAnswer(true)}
          aria-label={translate('invitations.accept_label', { organization: invitation.organization_name })}
        >
          {translate('invitations.accept')}
        </Button>
        <Button
          size="small"
          color="inherit"
          disabled={disabled}
          onClick={() => onAnswer(false)}
          aria-label={translate('invitations.decline_label', { organization: invitation.organization_name })}
        >
          {translate('invitations.decline')}
        </Button>
      </Stack>
    </ListItem>
  );
}
