// The react-admin resources, by the API path they list. Each page of a resource is behind a
// session guard of its own (a guardedPage of routing/lazyPage.tsx: RequireAction; the sale offers'
// list and show: RequireSignedIn and their own rule), which decides before the page mounts; the
// theme therefore turns off react-admin's second, asynchronous check in List/Edit/Show/Create
// (tests/client/resourceGuards.test.tsx holds the two to the same answer).
import type { ResourceProps } from 'react-admin';
import auditLogs from './audit/index.tsx';
import brokers from './contacts/brokers/index.tsx';
import commissions from './commissions/index.tsx';
import companies from './contacts/companies/index.tsx';
import activities from './crm/activities/index.tsx';
import leads from './crm/leads/index.tsx';
import pipelines from './crm/pipelines/index.tsx';
import tags from './crm/tags/index.tsx';
import amenities from './inventory/amenities/index.tsx';
import buildings from './inventory/buildings/index.tsx';
import projects from './inventory/projects/index.tsx';
import units from './inventory/units/index.tsx';
import messenger from './messenger/index.tsx';
import organizations from './organizations/index.tsx';
import saleOffers from './sale-offers/index.tsx';
import sales from './sales/index.tsx';
import collections from './collections/index.tsx';
import users from './users/index.tsx';

export type ResourcePages = Omit<ResourceProps, 'name'>;

export const RESOURCES: Readonly<Record<string, ResourcePages>> = {
  'auth/organizations': organizations,
  'auth/users': users,
  'auth/contacts/companies': companies,
  'auth/contacts/brokers': brokers,
  'messenger/logs': messenger,
  'crm/leads': leads,
  'crm/activities': activities,
  'crm/tags': tags,
  'inventory/amenities': amenities,
  'inventory/projects': projects,
  'inventory/buildings': buildings,
  'inventory/sale-offers': saleOffers,
  'inventory/units': units,
  sales,
  collections,
  commissions,
  'crm/pipelines': pipelines,
  'audit-logs': auditLogs,
};
