// Which tabs of the organization page a caller sees: each tab names the matrix actions that open
// it (any of them) and, for tabs about a customer's business, the kinds of organization it
// applies to. The same actions decide the calls the tab makes, so a hidden tab calls nothing.
import type { Action } from '../../shared/permissions.ts';
import type { OrganizationKind } from '../../shared/roles.ts';
import { ORGANIZATION_TABS, type OrganizationTab } from '../routing/paths.ts';

interface TabRule {
  actions: readonly Action[];
  kinds?: readonly OrganizationKind[];
}

const CUSTOMER_KINDS: readonly OrganizationKind[] = ['developer', 'broker'];

export const TAB_RULES: Record<OrganizationTab, TabRule> = {
  overview: { actions: ['organizations.show'] },
  members: { actions: ['organizations.members.view'] },
  invitations: { actions: ['organizations.members.manage'] },
  'sales-managers': { actions: ['organizations.show'], kinds: CUSTOMER_KINDS },
  logo: { actions: ['organizations.logo'] },
  'api-tokens': { actions: ['organizations.api_tokens'] },
  documents: { actions: ['organizations.documents.download', 'organizations.documents.manage'], kinds: CUSTOMER_KINDS },
  contracts: { actions: ['contracts.view'], kinds: CUSTOMER_KINDS },
};

export function visibleOrganizationTabs(can: (action: Action) => boolean, kind: OrganizationKind): OrganizationTab[] {
  return ORGANIZATION_TABS.filter((tab) => {
    const rule = TAB_RULES[tab];
    return rule.actions.some(can) && (!rule.kinds || rule.kinds.includes(kind));
  });
}

export function isOrganizationTab(value: string | undefined): value is OrganizationTab {
  return (ORGANIZATION_TABS as readonly string[]).includes(value ?? '');
}
