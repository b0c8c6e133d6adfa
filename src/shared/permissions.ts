// THE permission matrix: docs/permissions.md (docs/product.md section 6) as action → roles.
// The server's permission preHandler and the client's canAccess both read this table, and so
// do the finer checks inside services and screens (can(action, role): who reopens a sold unit,
// whose offers one reads, which menu entries show); nothing else decides who may do what.
// Anything not granted here is refused. How far a platform role reaches is a fact of roles.ts.
import type { Role } from './roles.ts';

const SA = 'super_admin';
const SM = 'super_admin_sales_manager';
const DA = 'developer_admin';
const D = 'developer';
const BA = 'broker_admin';
const B = 'broker';

/** Every signed-in user, with or without an organization (own account). */
export const SIGNED_IN = 'signed_in';
/** Anyone, no token needed. */
export const ANYONE = 'anyone';

export type Grant = readonly Role[] | typeof SIGNED_IN | typeof ANYONE;

export const PERMISSIONS = {
  // Organizations and users
  'organizations.list': [SA, SM],
  'organizations.create': [SA, SM],
  'organizations.show': [SA, SM, DA, BA],
  'organizations.view_own': [DA, BA],
  'organizations.registration.view': [SA, DA, BA],
  'organizations.update': [SA, DA, BA],
  'organizations.edit': [SA],
  'organizations.signups.review': [SA],
  'organizations.members.view': [SA, SM, DA, BA],
  'organizations.members.manage': [SA, DA, BA],
  'organizations.sales_assignments': [SA],
  'organizations.logo': [SA, DA, BA],
  'organizations.api_tokens': [SA],
  'organizations.documents.manage': [SA, DA, BA],
  'organizations.documents.download': [SA, SM, DA, BA],
  'contracts.view': [SA, SM, DA, BA],
  'contracts.download': [SA, SM, DA, BA],
  'contracts.manage': [SA],
  'users.list': [SA, SM],
  'users.options': [SA, SM],
  'users.show': [SA],
  'audit.view': [SA],
  // Contacts and messenger
  'contacts.companies': [SA, SM],
  'contacts.brokers': [SA, SM],
  'messenger.logs': [SA, SM],
  'messenger.templates': [SA, SM],
  // CRM
  'crm.interact': [DA, D, BA, B],
  'crm.delete': [DA, BA],
  'crm.import': [DA, BA],
  'crm.tags.manage': [DA, BA],
  'crm.pipelines.manage': [DA, BA],
  'crm.pipelines.options': [DA, D, BA, B],
  'crm.tags.options': [DA, D, BA, B],
  'crm.mentions': [DA, D, BA, B],
  'crm.activities': [DA, D, BA, B],
  // Inventory and sales
  'inventory.amenities.manage': [DA],
  'inventory.view': [SM, DA, D],
  'inventory.manage': [DA],
  'inventory.units.export': [DA, SM],
  'inventory.projects.export': [DA, SM],
  'inventory.buildings.export': [DA, SM],
  'inventory.units.restricted': [SM],
  'inventory.units.bulk': [DA],
  'inventory.units.reopen_sold': [DA],
  'sale_offers.create': [SM, DA, D],
  'sale_offers.list': [SA, SM, DA],
  'sale_offers.show': [SA, SM, DA],
  'sale_offers.view_all': [SA],
  'sale_offers.manage': [DA],
  'sale_offers.delete': [SA, DA],
  // Sales (docs/product.md "Sales"): the records after the booking, their schedules and fee settings
  'sales.view': [SA, SM, DA, D],
  'sales.view_all': [SA],
  'sales.manage': [DA],
  'sales.create_from_offer': [SM],
  'sales.payments.record': [DA, D],
  // Collections (docs/product.md "Collections"): open installments and units without a sale, in the sales' reach
  'collections.view': [SA, SM, DA, D],
  'collections.export': [SA, SM, DA],
  // Commissions (docs/product.md "Commissions"): the developer admin approves and pays his organization's;
  // a sales manager reads those of his assigned organizations; a super admin reads every one
  'commissions.view': [SA, SM, DA],
  'commissions.view_all': [SA],
  'commissions.manage': [DA],
  // Dashboards
  'dashboards.developer': [DA, D],
  'dashboards.sales_manager': [SM],
  'dashboards.platform': [SA],
  'dashboards.broker': [BA, B],
  'dashboards.broker.members': [BA],
  // Reports (docs/product.md "Reports"): inventory reports of the developer organizations the caller reaches, CRM reports of his own
  'reports.inventory': [SA, SM, DA],
  'reports.crm': [DA, BA],
  // One search box: every role; each type of result is then narrowed by that type's own action and scope
  search: [SA, SM, DA, D, BA, B],
  // No organization needed
  account: SIGNED_IN,
  public: ANYONE,
} as const satisfies Record<string, Grant>;

export type Action = keyof typeof PERMISSIONS;

export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** Whether an action needs an organization's role (as opposed to just a session or nothing). */
export function needsRole(action: Action): boolean {
  return Array.isArray(PERMISSIONS[action]);
}

/**
 * May a caller do `action`? `role` is the role in the current organization (null when the
 * caller acts in none); `signedIn` says whether there is a session at all.
 */
export function can(action: Action, role: Role | null | undefined, signedIn = true): boolean {
  const grant: Grant = PERMISSIONS[action];
  if (grant === ANYONE) return true;
  if (grant === SIGNED_IN) return signedIn;
  return signedIn && role != null && grant.includes(role);
}
