// The super admin's dashboard (docs/product.md section 2, the menu's first entry): the platform as
// a whole — its organizations, the signups waiting, who is active, and how messages fare. Loaded
// with its own chunk (routes.tsx), like every dashboard.
import { ActiveUsersWidget } from './ActiveUsersWidget.tsx';
import { DashboardFrame } from './DashboardFrame.tsx';
import { MessagesByProviderWidget } from './MessagesByProviderWidget.tsx';
import { OrganizationsByKindWidget } from './OrganizationsByKindWidget.tsx';
import { PendingSignupsWidget } from './PendingSignupsWidget.tsx';

export function PlatformDashboardPage() {
  return (
    <DashboardFrame>
      {(range) => (
        <>
          <OrganizationsByKindWidget />
          <PendingSignupsWidget />
          <ActiveUsersWidget />
          <MessagesByProviderWidget range={range} />
        </>
      )}
    </DashboardFrame>
  );
}
