import { describe, expect, it } from 'vitest';
import { ACTIONS, ANYONE, can, PERMISSIONS, SIGNED_IN, type Action } from '../../src/shared/permissions.ts';
import { ROLES, type Role } from '../../src/shared/roles.ts';

// docs/permissions.md, transcribed independently of src/shared/permissions.ts: the matrix must
// match it cell by cell, so an accidental edit of the matrix fails here.
const SA = 'super_admin',
  SM = 'super_admin_sales_manager',
  DA = 'developer_admin',
  D = 'developer',
  BA = 'broker_admin',
  B = 'broker';
const PERMISSIONS_MD: Record<string, Role[] | 'signed_in' | 'anyone'> = {
  'organizations.list': [SA, SM],
  'organizations.create': [SA, SM],
  'organizations.show': [SA, SM, DA, BA],
  'organizations.view_own': [DA, BA],
  'organizations.registration.view': [SA, DA, BA],
  'organizations.update': [SA, DA, BA],
  'organizations.edit': [SA],
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
  'contacts.companies': [SA, SM],
  'contacts.brokers': [SA, SM],
  'messenger.logs': [SA, SM],
  'messenger.templates': [SA, SM],
  'crm.interact': [DA, D, BA, B],
  'crm.delete': [DA, BA],
  'crm.tags.manage': [DA, BA],
  'crm.pipelines.manage': [DA, BA],
  'crm.pipelines.options': [DA, D, BA, B],
  'crm.tags.options': [DA, D, BA, B],
  'crm.mentions': [DA, D, BA, B],
  'crm.activities': [DA, D, BA, B],
  'inventory.amenities.manage': [DA],
  'inventory.view': [SM, DA, D],
  'inventory.manage': [DA],
  'inventory.units.export': [DA, SM],
  'inventory.projects.export': [DA, SM],
  'inventory.buildings.export': [DA, SM],
  'inventory.units.restricted': [SM],
  'inventory.units.reopen_sold': [DA],
  'sale_offers.create': [SM, DA, D],
  'sale_offers.list': [SA, SM, DA],
  'sale_offers.show': [SA, SM, DA],
  'sale_offers.view_all': [SA],
  'sale_offers.manage': [DA],
  'sale_offers.delete': [SA, DA],
  'sales.view': [SA, SM, DA, D],
  'sales.view_all': [SA],
  'sales.manage': [DA],
  'sales.create_from_offer': [SM],
  'sales.payments.record': [DA, D],
  'collections.view': [SA, SM, DA, D],
  'collections.export': [SA, SM, DA],
  'commissions.view': [SA, SM, DA],
  'commissions.view_all': [SA],
  'commissions.manage': [DA],
  'crm.import': [DA, BA],
  search: [SA, SM, DA, D, BA, B],
  'inventory.units.bulk': [DA],
  'audit.view': [SA],
  'organizations.signups.review': [SA],
  'dashboards.developer': [DA, D],
  'dashboards.sales_manager': [SM],
  'dashboards.platform': [SA],
  'dashboards.broker': [BA, B],
  'dashboards.broker.members': [BA],
  'reports.inventory': [SA, SM, DA],
  'reports.crm': [DA, BA],
  account: 'signed_in',
  public: 'anyone',
};

describe('the shared permission matrix', () => {
  it('has exactly the actions of docs/permissions.md', () => {
    expect([...ACTIONS].sort()).toEqual(Object.keys(PERMISSIONS_MD).sort());
  });

  // Every action × every role, plus no role and no session.
  const cells = ACTIONS.flatMap((action) => [...ROLES, null].map((role) => [action, role] as [Action, Role | null]));
  it.each(cells)('%s for %s follows docs/permissions.md', (action, role) => {
    const grant = PERMISSIONS_MD[action]!;
    const expected = grant === 'anyone' || grant === 'signed_in' || (role !== null && grant.includes(role));
    expect(can(action, role)).toBe(expected);
  });

  it('gives public actions to anonymous callers and nothing else', () => {
    const anonymous = ACTIONS.filter((action) => can(action, null, false));
    expect(anonymous).toEqual(['public']);
    expect(PERMISSIONS.public).toBe(ANYONE);
    expect(PERMISSIONS.account).toBe(SIGNED_IN);
  });
});
