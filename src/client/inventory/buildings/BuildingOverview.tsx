// A building's overview: its units by status, its project, floors, status and handover, and its
// description.
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import type { BuildingDetail } from '../../../shared/inventory.ts';
import { TabSection } from '../../organizations/TabSection.tsx';
import { Facts } from '../common/Facts.tsx';
import { AvailabilitySummary } from './AvailabilitySummary.tsx';
import { useFormatDate } from '../common/useFormatDate.ts';

export function BuildingOverview({ building }: { building: BuildingDetail }) {
  const formatDate = useFormatDate();
  return (
    <>
      <TabSection titleKey="inventory.units.summary">
        <AvailabilitySummary availability={building.availability} />
      </TabSection>
      <TabSection titleKey="inventory.overview.details">
        <Facts
          items={[
            {
              label: 'inventory.fields.project',
              value: (
                <MuiLink component={Link} to={`/inventory/projects/${building.project_id}`}>
                  {building.project_name}
                </MuiLink>
              ),
            },
            { label: 'inventory.fields.developer', value: building.developer_name },
            { label: 'inventory.fields.floors', value: building.floors },
            { label: 'inventory.fields.handover_date', value: formatDate(building.handover_date) },
            { label: 'inventory.fields.payment_plans_count', value: building.payment_plans_count },
            { label: 'inventory.fields.description', value: building.description },
          ]}
        />
      </TabSection>
    </>
  );
}
