// `/inventory/projects/:id` (inventory.view): the project's heading and one tab per address below
// it — overview, images by kind, amenities, 360 media, videos and (managers) the public page's
// embed settings; `/inventory/projects/:id/edit` is its edit form (inventory.manage). A project
// out of the caller's scope is a 404 from the server, shown as the not-found page.
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { NotFoundPage } from '../../errors/NotFoundPage.tsx';
import { useCan } from '../../providers/useCan.ts';
import { InventoryPageShell } from '../common/InventoryPageShell.tsx';
import { NoUnitsBanner } from '../common/NoUnitsBanner.tsx';
import { RecordActions } from '../common/RecordActions.tsx';
import { useRouteDetail } from '../common/useRouteDetail.tsx';
import { PROJECT_TABS, visibleTabs } from '../common/inventoryTabs.ts';
import { ProjectEmbedSettings } from '../embed/ProjectEmbedSettings.tsx';
import { useProjectDetail, useRefreshInventory } from '../inventoryApi.ts';
import { MediaTabs } from '../media/MediaTabs.tsx';
import { ProjectEdit } from './ProjectEdit.tsx';
import { ProjectOverview } from './ProjectOverview.tsx';

export function ProjectPage() {
  const translate = useTranslate();
  const can = useCan();
  const project = useRouteDetail(useProjectDetail);
  const refresh = useRefreshInventory();

  if (!project.ready) return project.fallback;
  const record = project.record;
  const path = project.path || 'overview';
  const basePath = `/inventory/projects/${record.id}`;

  if (path === 'edit') {
    if (!can('inventory.manage')) return <NotFoundPage />;
    return <ProjectEdit project={record} />;
  }
  const tabs = visibleTabs(PROJECT_TABS, can);
  const tab = tabs.find((name) => name === path);
  if (!tab) return <NotFoundPage />;

  return (
    <InventoryPageShell
      name={record.name}
      status={record.status}
      basePath={basePath}
      tabs={tabs}
      tab={tab}
      subtitle={<NoUnitsBanner projectId={record.id} />}
      actions={
        <>
          <Button
            size="small"
            component={Link}
            to={`/inventory/buildings?filter=${encodeURIComponent(JSON.stringify({ project_id: record.id }))}`}
          >
            {translate('inventory.projects.show_buildings')}
          </Button>
          <Button
            size="small"
            component={Link}
            to={`/inventory/units?filter=${encodeURIComponent(JSON.stringify({ project_id: record.id }))}`}
          >
            {translate('navigation.units')}
          </Button>
          {can('inventory.manage') && (
            <Button
              size="small"
              component={Link}
              to={`/inventory/buildings/create?source=${encodeURIComponent(JSON.stringify({ project_id: record.id }))}`}
            >
              {translate('inventory.projects.add_building')}
            </Button>
          )}
          <RecordActions resource="inventory/projects" kind="project" id={record.id} name={record.name} />
        </>
      }
    >
      <Box>
        {tab === 'overview' && <ProjectOverview project={record} />}
        <MediaTabs parent="projects" tab={tab} record={record} onChanged={refresh} />
        {tab === 'embed' && <ProjectEmbedSettings projectId={record.id} />}
      </Box>
    </InventoryPageShell>
  );
}
