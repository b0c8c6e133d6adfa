// One member: name, email, role (a select of the organization kind's roles for those who manage
// members), enabled switch and remove button. The server guards the last enabled admin and
// answers 409, which reaches the user as an error notification.
import { Switch, TableCell, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrganizationKind, Role } from '../../../shared/roles.ts';
import { useFormatDateTime } from '../../i18n/useFormatDateTime.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import type { Member } from '../organizationTypes.ts';
import { rolesForKind } from '../roleChoices.ts';

interface MemberRowProps {
  member: Member;
  kind: OrganizationKind;
  manage: boolean;
  busy: boolean;
  onRole: (role: Role) => void;
  onToggle: () => void;
  onRemove: () => Promise<unknown>;
}

export function MemberRow({ member, kind, manage, busy, onRole, onToggle, onRemove }: MemberRowProps) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const args = { name: member.full_name };
  return (
    <TableRow>
      <TableCell>{member.full_name}</TableCell>
      <TableCell>{member.email}</TableCell>
      <TableCell>
        {manage ? (
          <TextField
            select
            size="small"
            value={member.role}
            disabled={busy}
            onChange={(event) => onRole(event.target.value as Role)}
            slotProps={{ select: { native: true }, htmlInput: { 'aria-label': translate('organizations.members.role_of', args) } }}
          >
            {rolesForKind(kind).map((role) => (
              <option key={role} value={role}>
                {translate(`roles.${role}`)}
              </option>
            ))}
          </TextField>
        ) : (
          translate(`roles.${member.role}`)
        )}
      </TableCell>
      <TableCell>
        {manage ? (
          <Switch
            checked={member.enabled}
            disabled={busy}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': translate('organizations.members.enabled_of', args) } }}
          />
        ) : (
          translate(member.enabled ? 'organizations.members.enabled' : 'organizations.members.disabled')
        )}
      </TableCell>
      <TableCell>{formatDateTime(member.last_login_at) ?? translate('organizations.members.never')}</TableCell>
      {manage && (
        <TableCell align="right">
          <ConfirmActionButton
            label="organizations.members.remove"
            ariaLabel={translate('organizations.members.remove_label', args)}
            title="organizations.members.remove_title"
            content="organizations.members.remove_content"
            messageArgs={args}
            disabled={busy}
            onConfirm={onRemove}
          />
        </TableCell>
      )}
    </TableRow>
  );
}
