// A project's overview: its units by status, location (with a link opening its coordinates in a map), dates,
// construction progress, counts and the registration facts.
import { Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProjectDetail } from '../../../shared/inventory.ts';
import { useFormatDate } from '../common/useFormatDate.ts';
import { TabSection } from '../../organizations/TabSection.tsx';
import { Facts } from '../common/Facts.tsx';
import { ProgressBar } from '../common/ProgressBar.tsx';
import { AvailabilitySummary } from '../buildings/AvailabilitySummary.tsx';

export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

export function Coordinates({ latitude, longitude }: { latitude: number; longitude: number }) {
  const translate = useTranslate();
  return (
    <>
      {`${latitude}, ${longitude} `}
      <MuiLink href={mapUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
        {translate('inventory.open_in_map')}
      </MuiLink>
    </>
  );
}

export function ProjectOverview({ project }: { project: ProjectDetail }) {
  const formatDate = useFormatDate();
  return (
    <>
      <TabSection titleKey="inventory.units.summary">
        <AvailabilitySummary availability={project.availability} />
      </TabSection>
      <TabSection titleKey="inventory.overview.location">
        <Facts
          items={[
            { label: 'inventory.fields.city', value: project.city },
            { label: 'inventory.fields.community', value: project.community },
            { label: 'inventory.fields.address', value: project.address },
            {
              label: 'inventory.fields.coordinates',
              value:
                project.latitude !== null && project.longitude !== null ? (
                  <Coordinates latitude={project.latitude} longitude={project.longitude} />
                ) : null,
            },
          ]}
        />
      </TabSection>
      <TabSection titleKey="inventory.overview.progress">
        <Facts
          items={[
            { label: 'inventory.fields.developer', value: project.developer_name },
            { label: 'inventory.fields.launch_date', value: formatDate(project.launch_date) },
            { label: 'inventory.fields.handover_date', value: formatDate(project.handover_date) },
            { label: 'inventory.fields.construction_progress', value: <ProgressBar value={project.construction_progress} /> },
            { label: 'inventory.fields.buildings_count', value: project.counts.buildings },
            { label: 'inventory.fields.floors_count', value: project.counts.floors },
            { label: 'inventory.fields.images_count', value: project.counts.images },
          ]}
        />
      </TabSection>
      <TabSection titleKey="inventory.overview.details">
        <Facts
          items={[
            { label: 'inventory.fields.currency', value: project.currency },
            { label: 'inventory.fields.regulator_number', value: project.regulator_number },
            { label: 'inventory.fields.escrow_account', value: project.escrow_account },
            { label: 'inventory.fields.description', value: project.description },
          ]}
        />
      </TabSection>
    </>
  );
}
