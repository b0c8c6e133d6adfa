// `/inventory/units/:id` (inventory.view): the unit's heading with its status, then its facts,
// status (and its change), status history, payment plans, floor plan, 360 media and videos.
// `/inventory/units/:id/edit` is its edit form: the developer admin's full one, the sales
// manager's status and price only. A unit out of the caller's scope is the not-found page.
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { Unit } from '../../../shared/inventory.ts';
import { RecordActions } from '../common/RecordActions.tsx';
import { useRouteDetail } from '../common/useRouteDetail.tsx';
import { NotFoundPage } from '../../errors/NotFoundPage.tsx';
import { useCan } from '../../providers/useCan.ts';
import { RecordSaleButton } from '../../sales/RecordSaleButton.tsx';
import { useRefreshInventory } from '../inventoryApi.ts';
import { ImagesTab } from '../media/ImagesTab.tsx';
import { Media360Tab } from '../media/Media360Tab.tsx';
import { VideosTab } from '../media/VideosTab.tsx';
import { unitKeys, useUnitDetail } from './unitApi.ts';
import { UnitEdit } from './UnitEdit.tsx';
import { UnitFacts } from './UnitFacts.tsx';
import { UnitPlans } from './UnitPlans.tsx';
import { UnitRestrictedEdit } from './UnitRestrictedEdit.tsx';
import { UnitStatusChip } from './UnitStatusChip.tsx';
import { UnitStatusHistory } from './UnitStatusHistory.tsx';
import { UnitStatusPanel } from './UnitStatusPanel.tsx';

export function unitName(unit: Pick<Unit, 'unit_number' | 'building_name'>): string {
  return `${unit.unit_number} · ${unit.building_name}`;
}

/** After a change of the unit: it, its plans and every inventory list and summary ask again. */
function useRefreshUnit(id: number) {
  const queryClient = useQueryClient();
  const refreshInventory = useRefreshInventory();
  return useCallback(async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: unitKeys.unit(id) }), refreshInventory()]);
  }, [queryClient, refreshInventory, id]);
}

export function UnitPage() {
  const translate = useTranslate();
  const can = useCan();
  const unit = useRouteDetail(useUnitDetail);
  const refresh = useRefreshUnit(unit.id ?? 0);

  if (!unit.ready) return unit.fallback;
  const record = unit.record;
  const path = unit.path;

  if (path === 'edit') {
    if (can('inventory.manage')) return <UnitEdit unit={record} />;
    if (can('inventory.units.restricted')) return <UnitRestrictedEdit unit={record} />;
    return <NotFoundPage />;
  }
  if (path !== '') return <NotFoundPage />;

  return (
    <Box sx={{ py: 2 }}>
      <Title title={<span>{unitName(record)}</span>} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {translate('inventory.units.heading', { number: record.unit_number })}
        </Typography>
        <UnitStatusChip status={record.status} />
        <Typography color="text.secondary">{`${record.building_name} · ${record.project_name}`}</Typography>
        <Box sx={{ flex: 1 }} />
        <RecordSaleButton unitId={record.id} unitStatus={record.status} />
        <RecordActions
          resource="inventory/units"
          kind="unit"
          id={record.id}
          name={unitName(record)}
          canEdit={can('inventory.manage') || can('inventory.units.restricted')}
        />
      </Box>
      <UnitFacts unit={record} />
      <UnitStatusPanel unit={record} onChanged={refresh} />
      <UnitStatusHistory history={record.status_history} />
      <UnitPlans unitId={record.id} />
      <ImagesTab parent="units" parentId={record.id} images={record.images} kinds={['floor_plate']} onChanged={refresh} />
      <Media360Tab parent="units" parentId={record.id} items={record.media360} onChanged={refresh} />
      <VideosTab parent="units" parentId={record.id} videos={record.video_links} onChanged={refresh} />
    </Box>
  );
}
