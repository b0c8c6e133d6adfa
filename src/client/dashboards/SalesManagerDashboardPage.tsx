// The sales manager's dashboard (docs/product.md section 2, the menu's first entry): for each
// developer organization assigned to him, what is left to sell, the offers made over time
// (and booked), and collections due and overdue.
// Loaded with its own chunk (routes.tsx), like every dashboard.
import { DashboardFrame } from './DashboardFrame.tsx';
import { OrganizationCollectionsWidget } from './CollectionsWidget.tsx';
import { OrganizationAvailabilityWidget } from './OrganizationAvailabilityWidget.tsx';
import { OrganizationOffersWidget } from './OrganizationOffersWidget.tsx';

export function SalesManagerDashboardPage() {
  return (
    <DashboardFrame>
      {(range) => (
        <>
          <OrganizationAvailabilityWidget />
          <OrganizationOffersWidget range={range} />
          <OrganizationCollectionsWidget />
        </>
      )}
    </DashboardFrame>
  );
}
