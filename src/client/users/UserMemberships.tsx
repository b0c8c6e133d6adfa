// A user's memberships on his page: each organization (linked to its page), the role there, and a
// switch enabling or disabling the membership (PATCH auth/users/toggle-enable/{orgId}/{userId};
// the server keeps the last enabled admin of an organization and answers 409).
import { Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { organizationPath } from '../routing/paths.ts';
import type { PlatformUserDetail, UserMembership } from './userTypes.ts';

interface UserMembershipsProps {
  user: PlatformUserDetail;
  canToggle: boolean;
  busy: boolean;
  onToggle: (membership: UserMembership) => void;
}

export function UserMemberships({ user, canToggle, busy, onToggle }: UserMembershipsProps) {
  const translate = useTranslate();
  if (user.memberships.length === 0) return <Typography color="text.secondary">{translate('users.no_memberships')}</Typography>;
  return (
    <Table size="small" aria-label={translate('users.show.memberships')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('users.show.organization')}</TableCell>
          <TableCell>{translate('users.show.kind')}</TableCell>
          <TableCell>{translate('users.show.role')}</TableCell>
          <TableCell>{translate('users.show.enabled')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {user.memberships.map((membership) => (
          <TableRow key={membership.organization_id}>
            <TableCell>
              <Link to={organizationPath(membership.organization_id)}>{membership.organization_name}</Link>
            </TableCell>
            <TableCell>{translate(`organizations.kinds.${membership.organization_kind}`)}</TableCell>
            <TableCell>{translate(`roles.${membership.role}`)}</TableCell>
            <TableCell>
              <Switch
                checked={membership.enabled}
                disabled={!canToggle || busy}
                onChange={() => onToggle(membership)}
                slotProps={{ input: { 'aria-label': translate('users.show.enabled_in', { organization: membership.organization_name }) } }}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
