// THE menu: the product's screens of docs/product.md section 2 that appear in navigation, in order.
// Each entry names the matrix action (src/shared/permissions.ts) of the list it opens, the same
// one canAccess asks for that list (providers/resourceAccess.ts); the entry shows when the
// session's role has it. Who sees which entry is therefore the matrix's to say, nobody else's.
// Screens without a page yet lead to the not-found page.
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DomainIcon from '@mui/icons-material/Domain';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ForumIcon from '@mui/icons-material/Forum';
import FoundationIcon from '@mui/icons-material/Foundation';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PaymentsIcon from '@mui/icons-material/Payments';
import PaidIcon from '@mui/icons-material/Paid';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import PoolIcon from '@mui/icons-material/Pool';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import StoreIcon from '@mui/icons-material/Store';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Action } from '../../shared/permissions.ts';

/** Stands in an entry's path for the current organization's id. */
export const CURRENT_ORGANIZATION = ':organizationId';

export interface NavigationEntry {
  /** The address; CURRENT_ORGANIZATION in it is replaced by the current organization's id. */
  path: string;
  labelKey: string;
  icon: SvgIconComponent;
  /** The matrix action that opens the entry's list. */
  action: Action;
  /** A second action that also opens it, as a route's orAction (a developer's own sale offers). */
  orAction?: Action;
  /** A live count shown on the entry's icon. */
  badge?: 'unseen_leads';
}

/** A resource's list: react-admin resource name = the screen's path without the leading slash. */
const entry = (resource: string, labelKey: string, icon: SvgIconComponent, action: Action, orAction?: Action): NavigationEntry => ({
  path: `/${resource}`,
  labelKey: `navigation.${labelKey}`,
  icon,
  action,
  ...(orAction ? { orAction } : {}),
});

/** Whether the entry shows for a caller who may do what `may` says. */
export function showsEntry(entry: NavigationEntry, may: (action: Action) => boolean): boolean {
  return may(entry.action) || (entry.orAction !== undefined && may(entry.orAction));
}

/** The entry's address for the session's current organization; null when it needs one and there is none. */
export function navigationPath(entry: NavigationEntry, organizationId: number | null): string | null {
  if (!entry.path.includes(CURRENT_ORGANIZATION)) return entry.path;
  return organizationId ? entry.path.replace(CURRENT_ORGANIZATION, String(organizationId)) : null;
}

export const NAVIGATION: readonly NavigationEntry[] = [
  // Where the organization stands, one click away; the home page stays the role's list (homePath.ts).
  { path: '/dashboard', labelKey: 'navigation.dashboard', icon: DashboardIcon, action: 'dashboards.developer' },
  { path: '/dashboard/sales-manager', labelKey: 'navigation.dashboard', icon: DashboardIcon, action: 'dashboards.sales_manager' },
  { path: '/dashboard/platform', labelKey: 'navigation.dashboard', icon: DashboardIcon, action: 'dashboards.platform' },
  { path: '/dashboard/broker', labelKey: 'navigation.dashboard', icon: DashboardIcon, action: 'dashboards.broker' },
  // The reports the role may open: inventory reports, CRM reports, or both (src/shared/reports.ts).
  { path: '/reports', labelKey: 'navigation.reports', icon: AssessmentIcon, action: 'reports.inventory', orAction: 'reports.crm' },
  // An organization's admin opens his own; platform staff list every organization instead.
  {
    path: `/auth/organizations/${CURRENT_ORGANIZATION}`,
    labelKey: 'navigation.my_organization',
    icon: StoreIcon,
    action: 'organizations.view_own',
  },
  entry('auth/organizations', 'organizations', BusinessIcon, 'organizations.list'),
  entry('auth/users', 'users', PeopleIcon, 'users.list'),
  entry('auth/contacts/companies', 'companies', DomainIcon, 'contacts.companies'),
  entry('auth/contacts/brokers', 'brokers', BadgeIcon, 'contacts.brokers'),
  entry('messenger/logs', 'message_logs', ForumIcon, 'messenger.logs'),
  { ...entry('crm/leads', 'leads', PersonSearchIcon, 'crm.interact'), badge: 'unseen_leads' },
  entry('crm/activities', 'activities', EventNoteIcon, 'crm.activities'),
  // The default pipeline's board (the deals list); the label is the deals area's.
  { path: '/crm/pipelines/kanban', labelKey: 'crm.deals.title', icon: HandshakeIcon, action: 'crm.interact' },
  entry('crm/pipelines', 'pipelines', ViewKanbanIcon, 'crm.pipelines.manage'),
  entry('crm/tags', 'tags', LocalOfferIcon, 'crm.tags.manage'),
  entry('inventory/amenities', 'amenities', PoolIcon, 'inventory.amenities.manage'),
  entry('inventory/projects', 'projects', FoundationIcon, 'inventory.view'),
  entry('inventory/buildings', 'buildings', ApartmentIcon, 'inventory.view'),
  entry('inventory/units', 'units', MeetingRoomIcon, 'inventory.view'),
  // A developer lists the offers he created (sale_offers.create), as the list route admits him.
  entry('inventory/sale-offers', 'sale_offers', RequestQuoteIcon, 'sale_offers.list', 'sale_offers.create'),
  entry('sales', 'sales', PointOfSaleIcon, 'sales.view'),
  entry('collections', 'collections', PaymentsIcon, 'collections.view'),
  entry('commissions', 'commissions', PaidIcon, 'commissions.view'),
  entry('audit-logs', 'audit_logs', ManageSearchIcon, 'audit.view'),
];
