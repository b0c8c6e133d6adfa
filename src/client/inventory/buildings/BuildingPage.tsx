// `/inventory/buildings/:id` (inventory.view): the building's heading and tabs — overview, the
// units' availability matrix, images by kind, amenities, 360 media, videos and payment plans.
// Below it, for managers, its edit form (`…/edit`), the payment plan editor
// (`…/building-payment-plan` and `…/:plan_id`) and the bulk creation of units (`…/bulk-units`).
import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { NotFoundPage } from '../../errors/NotFoundPage.tsx';
import { useCan } from '../../providers/useCan.ts';
import { InventoryPageShell } from '../common/InventoryPageShell.tsx';
import { RecordActions } from '../common/RecordActions.tsx';
import { useRouteDetail } from '../common/useRouteDetail.tsx';
import { BUILDING_TABS, visibleTabs } from '../common/inventoryTabs.ts';
import { useBuildingDetail, useRefreshInventory } from '../inventoryApi.ts';
import { MediaTabs } from '../media/MediaTabs.tsx';
import { PaymentPlanForm } from '../paymentPlans/PaymentPlanForm.tsx';
import { PaymentPlansTab } from '../paymentPlans/PaymentPlansTab.tsx';
import { AvailabilityMatrix } from './AvailabilityMatrix.tsx';
import { BuildingEdit } from './BuildingEdit.tsx';
import { BuildingOverview } from './BuildingOverview.tsx';
import { BulkUnitsForm } from './BulkUnitsForm.tsx';

const PLAN_PATH = /^building-payment-plan(?:\/(\d+))?$/;

export function BuildingPage() {
  const translate = useTranslate();
  const can = useCan();
  const building = useRouteDetail(useBuildingDetail);
  const refresh = useRefreshInventory();

  if (!building.ready) return building.fallback;
  const record = building.record;
  const path = building.path || 'overview';
  const basePath = `/inventory/buildings/${record.id}`;
  const shell = (tab: (typeof BUILDING_TABS)[number] | null, content: ReactNode, tabs = visibleTabs(BUILDING_TABS, can)) => (
    <InventoryPageShell
      name={record.name}
      status={record.status}
      basePath={basePath}
      tabs={tabs}
      tab={tab}
      actions={
        <>
          <Button
            size="small"
            component={Link}
            to={`/inventory/units?filter=${encodeURIComponent(JSON.stringify({ building_id: record.id }))}`}
          >
            {translate('navigation.units')}
          </Button>
          {can('inventory.manage') && (
            <Button size="small" component={Link} to={`/inventory/units/create?building_id=${record.id}`}>
              {translate('inventory.units.add_unit')}
            </Button>
          )}
          {can('inventory.units.bulk') && (
            <Button size="small" component={Link} to={`${basePath}/bulk-units`}>
              {translate('inventory.bulk.open')}
            </Button>
          )}
          <RecordActions resource="inventory/buildings" kind="building" id={record.id} name={record.name} />
        </>
      }
    >
      <Box>{content}</Box>
    </InventoryPageShell>
  );

  if (path === 'edit') return can('inventory.manage') ? <BuildingEdit building={record} /> : <NotFoundPage />;
  if (path === 'bulk-units') return can('inventory.units.bulk') ? shell(null, <BulkUnitsForm building={record} />) : <NotFoundPage />;
  const planPath = PLAN_PATH.exec(path);
  if (planPath) {
    if (!can('inventory.manage')) return <NotFoundPage />;
    const plan = planPath[1] ? record.payment_plans.find((candidate) => candidate.id === Number(planPath[1])) : undefined;
    if (planPath[1] && !plan) return <NotFoundPage />;
    return shell(null, <PaymentPlanForm key={plan?.id ?? 'new'} building={record} plan={plan} />);
  }

  const tabs = visibleTabs(BUILDING_TABS, can);
  const tab = tabs.find((name) => name === path);
  if (!tab) return <NotFoundPage />;
  return shell(
    tab,
    <>
      {tab === 'overview' && <BuildingOverview building={record} />}
      {tab === 'availability' && <AvailabilityMatrix buildingId={record.id} />}
      <MediaTabs parent="buildings" tab={tab} record={record} onChanged={refresh} />
      {tab === 'payment-plans' && <PaymentPlansTab building={record} onChanged={refresh} />}
    </>,
    tabs,
  );
}
