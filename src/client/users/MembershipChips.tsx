// A user's memberships as chips: organization and role; a disabled membership is outlined and
// says so.
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserMembership } from './userTypes.ts';

export function MembershipChips({ memberships }: { memberships: UserMembership[] }) {
  const translate = useTranslate();
  if (memberships.length === 0) return <>{translate('users.no_memberships')}</>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {memberships.map((membership) => {
        const args = { organization: membership.organization_name, role: translate(`roles.${membership.role}`) };
        return (
          <Chip
            key={membership.organization_id}
            size="small"
            color={membership.enabled ? 'primary' : 'default'}
            variant={membership.enabled ? 'filled' : 'outlined'}
            label={translate(membership.enabled ? 'users.membership' : 'users.membership_disabled', args)}
          />
        );
      })}
    </Stack>
  );
}
