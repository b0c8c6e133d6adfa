// `/auth/organizations/:id` (organizations.show: super admin, sales manager, developer admin,
// broker admin; see organizations/index.tsx): the organization's heading and one tab per address
// below it (`…/:id/members`), each shown only to those the matrix lets act on it. An
// organization out of the caller's reach is a 404 from the server, shown as the not-found page.
import { Box, Tab, Tabs } from '@mui/material';
import type { ComponentType } from 'react';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { isNotFound } from '../errors/isNotFound.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { useCan } from '../providers/useCan.ts';
import { organizationPath, type OrganizationTab } from '../routing/paths.ts';
import { ApiTokensTab } from './apiTokens/ApiTokensTab.tsx';
import { ContractsTab } from './contracts/ContractsTab.tsx';
import { DocumentsTab } from './documents/DocumentsTab.tsx';
import { InvitationsTab } from './invitations/InvitationsTab.tsx';
import { LogoTab } from './logo/LogoTab.tsx';
import { MembersTab } from './members/MembersTab.tsx';
import { OrganizationHeader } from './OrganizationHeader.tsx';
import { isOrganizationTab, visibleOrganizationTabs } from './organizationTabs.ts';
import type { Organization } from './organizationTypes.ts';
import { OrganizationOverview } from './overview/OrganizationOverview.tsx';
import { SalesManagersTab } from './salesManagers/SalesManagersTab.tsx';

export interface OrganizationTabProps {
  organization: Organization;
}

const TAB_CONTENT: Record<OrganizationTab, ComponentType<OrganizationTabProps>> = {
  overview: OrganizationOverview,
  members: MembersTab,
  invitations: InvitationsTab,
  'sales-managers': SalesManagersTab,
  logo: LogoTab,
  'api-tokens': ApiTokensTab,
  documents: DocumentsTab,
  contracts: ContractsTab,
};

export function OrganizationPage() {
  const translate = useTranslate();
  const can = useCan();
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isSafeInteger(id) && id > 0;
  const organization = useGetOne<Organization>('auth/organizations', { id }, { enabled: validId });

  if (!validId || isNotFound(organization.error)) return <NotFoundPage />;
  if (!organization.data) return <QueryFallback error={organization.error} />;

  const record = organization.data;
  const tabs = visibleOrganizationTabs(can, record.kind);
  const tab = params['*'] || 'overview';
  if (!isOrganizationTab(tab) || !tabs.includes(tab)) return <NotFoundPage />;
  const Content = TAB_CONTENT[tab];

  return (
    <Box sx={{ py: 2 }}>
      <Title title={<span>{record.name}</span>} />
      <OrganizationHeader organization={record} />
      <Tabs value={tab} variant="scrollable" aria-label={translate('organizations.page.tabs_label')} sx={{ mb: 2 }}>
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`organizations.tabs.${name}`)}
            component={Link}
            to={organizationPath(record.id, name)}
          />
        ))}
      </Tabs>
      <Content organization={record} />
    </Box>
  );
}
