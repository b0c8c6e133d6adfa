// What canAccess answers. Our own code asks with matrix actions (`{action: 'crm.delete'}`);
// react-admin asks with its resource actions (list, show, create, edit, delete, export), which
// this ONE table maps per resource to matrix actions of src/shared/permissions.ts (docs/permissions.md).
// A resource action listing several matrix actions is allowed when any of them is. Anything not
// in the table is refused.
import { can, isAction, type Action } from '../../shared/permissions.ts';
import type { Role } from '../../shared/roles.ts';

export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

type ResourceGrants = Partial<Record<ResourceAction, readonly Action[]>>;

function sameForAll(action: Action, actions: readonly ResourceAction[]): ResourceGrants {
  return Object.fromEntries(actions.map((resourceAction) => [resourceAction, [action]]));
}

export const RESOURCE_ACTIONS: readonly ResourceAction[] = ['list', 'show', 'create', 'edit', 'delete', 'export'];

const inventoryGrants = (exportAction: Action): ResourceGrants => ({
  list: ['inventory.view'],
  show: ['inventory.view'],
  create: ['inventory.manage'],
  edit: ['inventory.manage'],
  delete: ['inventory.manage'],
  export: [exportAction],
});

const crmRecordGrants: ResourceGrants = {
  list: ['crm.interact'],
  show: ['crm.interact'],
  create: ['crm.interact'],
  edit: ['crm.interact'],
  delete: ['crm.delete'],
};

export const RESOURCE_GRANTS: Readonly<Record<string, ResourceGrants>> = {
  'auth/organizations': {
    list: ['organizations.list'],
    show: ['organizations.show'],
    create: ['organizations.create'],
    edit: ['organizations.update'],
    // Deleting (like changing status or kind) is the super admin's organizations.edit.
    delete: ['organizations.edit'],
  },
  'auth/users': { list: ['users.list'], show: ['users.show'] },
  'auth/contacts/companies': sameForAll('contacts.companies', RESOURCE_ACTIONS),
  'auth/contacts/brokers': sameForAll('contacts.brokers', RESOURCE_ACTIONS),
  'messenger/logs': { list: ['messenger.logs'], show: ['messenger.logs'] },
  'crm/leads': crmRecordGrants,
  'crm/deals': crmRecordGrants,
  'crm/activities': { ...crmRecordGrants, list: ['crm.activities'], show: ['crm.activities'] },
  'crm/pipelines': sameForAll('crm.pipelines.manage', ['list', 'show', 'create', 'edit', 'delete']),
  'crm/tags': sameForAll('crm.tags.manage', ['list', 'show', 'create', 'edit', 'delete']),
  'inventory/amenities': sameForAll('inventory.amenities.manage', ['list', 'show', 'create', 'edit', 'delete']),
  'inventory/projects': inventoryGrants('inventory.projects.export'),
  'inventory/buildings': inventoryGrants('inventory.buildings.export'),
  'inventory/units': {
    ...inventoryGrants('inventory.units.export'),
    // The sales manager's restricted management: status and price only.
    edit: ['inventory.manage', 'inventory.units.restricted'],
  },
  'inventory/sale-offers': {
    // A developer lists, opens and builds the offers he created (sale_offers.create).
    list: ['sale_offers.list', 'sale_offers.create'],
    show: ['sale_offers.show', 'sale_offers.create'],
    create: ['sale_offers.create'],
    edit: ['sale_offers.manage', 'sale_offers.create'],
    delete: ['sale_offers.delete'],
  },
  // Recording a sale: the developer admin, or a sales manager from his offer.
  sales: { list: ['sales.view'], show: ['sales.view'], create: ['sales.manage', 'sales.create_from_offer'] },
  collections: { list: ['collections.view'], export: ['collections.export'] },
  commissions: { list: ['commissions.view'] },
  'audit-logs': { list: ['audit.view'] },
};

/** The matrix actions that grant `action` on `resource` (empty when nothing does). */
export function matrixActionsFor(action: string, resource?: string): readonly Action[] {
  if (isAction(action)) return [action];
  if (!resource) return [];
  return RESOURCE_GRANTS[resource]?.[action as ResourceAction] ?? [];
}

export function canAccessWith(accessType: Role | null, params: { action: string; resource?: string }, signedIn: boolean): boolean {
  return matrixActionsFor(params.action, params.resource).some((action) => can(action, accessType, signedIn));
}
