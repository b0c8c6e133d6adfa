// The developer dashboard (docs/product.md section 2, the menu's first entry): where the
// organization stands — what is left to sell, and where its deals are, what sold, where leads come from, whose activities are late. Loaded with its own
// chunk (routes.tsx), so the charts never weigh on the first download.
import { AbsorptionWidget } from './AbsorptionWidget.tsx';
import { CollectionsWidget } from './CollectionsWidget.tsx';
import { DashboardFrame } from './DashboardFrame.tsx';
import { InventoryWidget } from './InventoryWidget.tsx';
import { LeadSourcesWidget } from './LeadSourcesWidget.tsx';
import { PipelineWidget } from './PipelineWidget.tsx';
import { PricePerSqftWidget } from './PricePerSqftWidget.tsx';
import { SaleOffersWidget } from './SaleOffersWidget.tsx';
import { TeamActivitiesWidget } from './TeamActivitiesWidget.tsx';

export function DashboardPage() {
  return (
    <DashboardFrame>
      {(range) => (
        <>
          <InventoryWidget />
          <PipelineWidget range={range} />
          <AbsorptionWidget range={range} />
          <LeadSourcesWidget range={range} />
          <TeamActivitiesWidget range={range} />
          <PricePerSqftWidget />
          <SaleOffersWidget range={range} />
          <CollectionsWidget />
        </>
      )}
    </DashboardFrame>
  );
}
