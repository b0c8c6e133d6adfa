// The product's lists, by the name the client gives each (its react-admin resource, docs/product.md
// section 2 paths): the only values a saved filter's `resource` may take. The client's
// resources.ts and the deals list name theirs from here (tests/client/listResources.test.ts).

export const LIST_RESOURCES = [
  'auth/organizations',
  'auth/users',
  'auth/contacts/companies',
  'auth/contacts/brokers',
  'messenger/logs',
  'crm/leads',
  'crm/deals',
  'crm/activities',
  'crm/tags',
  'crm/pipelines',
  'inventory/amenities',
  'inventory/projects',
  'inventory/buildings',
  'inventory/units',
  'inventory/sale-offers',
  'sales',
  'collections',
  'commissions',
  'audit-logs',
] as const;
export type ListResource = (typeof LIST_RESOURCES)[number];
