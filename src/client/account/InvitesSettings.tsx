// The invitations tab: the same pending invitations the no-organizations landing lists.
import { PendingInvitations } from '../invitations/PendingInvitations.tsx';
import { SettingsSection } from './SettingsSection.tsx';

export function InvitesSettings() {
  return (
    <SettingsSection titleKey="invitations.title" descriptionKey="invitations.description">
      <PendingInvitations />
    </SettingsSection>
  );
}
