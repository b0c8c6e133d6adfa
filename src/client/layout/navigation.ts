// THE menu: the product's screens of docs/product.md section 2 that appear in navigation, in order.
// A resource entry shows when canAccess allows listing its resource; the matrix actions behind
// that are in providers/resourceAccess.ts (e.g. Tags → crm.tags.manage, Sale offers →
// sale_offers.list or sale_offers.create). "My organization" asks for a matrix action and,
// since the organizations list is for platform staff, is only for an organization's own admins.
// Screens without a page yet lead to the not-found page.
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import DomainIcon from '@mui/icons-material/Domain';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ForumIcon from '@mui/icons-material/Forum';
import FoundationIcon from '@mui/icons-material/Foundation';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PoolIcon from '@mui/icons-material/Pool';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import StoreIcon from '@mui/icons-material/Store';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Role } from '../../shared/roles.ts';

/** Stands in an entry's path for the current organization's id. */
export const CURRENT_ORGANIZATION = ':organizationId';

export interface NavigationEntry {
  /** The address; CURRENT_ORGANIZATION in it is replaced by the current organization's id. */
  path: string;
  labelKey: string;
  icon: SvgIconComponent;
  /** What canAccess must allow: a resource action (`list`) or a matrix action, asked about a resource. */
  access: { action: string; resource: string };
  /** When set, only these access types see the entry (on top of canAccess). */
  roles?: readonly Role[];
  /** A live count shown on the entry's icon. */
  badge?: 'unseen_leads';
}

/** A resource's list: react-admin resource name = the screen's path without the leading slash. */
const entry = (resource: string, labelKey: string, icon: SvgIconComponent): NavigationEntry => ({
  path: `/${resource}`,
  labelKey: `navigation.${labelKey}`,
  icon,
  access: { resource, action: 'list' },
});

/** The entry's address for the session's current organization; null when it needs one and there is none. */
export function navigationPath(entry: NavigationEntry, organizationId: number | null): string | null {
  if (!entry.path.includes(CURRENT_ORGANIZATION)) return entry.path;
  return organizationId ? entry.path.replace(CURRENT_ORGANIZATION, String(organizationId)) : null;
}

export const NAVIGATION: readonly NavigationEntry[] = [
  {
    path: `/auth/organizations/${CURRENT_ORGANIZATION}`,
    labelKey: 'navigation.my_organization',
    icon: StoreIcon,
    access: { resource: 'auth/organizations', action: 'organizations.show' },
    roles: ['developer_admin', 'broker_admin'],
  },
  entry('auth/organizations', 'organizations', BusinessIcon),
  entry('auth/users', 'users', PeopleIcon),
  entry('auth/contacts/companies', 'companies', DomainIcon),
  entry('auth/contacts/brokers', 'brokers', BadgeIcon),
  entry('messenger/logs', 'message_logs', ForumIcon),
  { ...entry('crm/leads', 'leads', PersonSearchIcon), badge: 'unseen_leads' },
  entry('crm/activities', 'activities', EventNoteIcon),
  // The default pipeline's board (crm.interact through crm/deals); the label is the deals area's.
  { path: '/crm/pipelines/kanban', labelKey: 'crm.deals.title', icon: HandshakeIcon, access: { resource: 'crm/deals', action: 'list' } },
  entry('crm/pipelines', 'pipelines', ViewKanbanIcon),
  entry('crm/tags', 'tags', LocalOfferIcon),
  entry('inventory/amenities', 'amenities', PoolIcon),
  entry('inventory/projects', 'projects', FoundationIcon),
  entry('inventory/buildings', 'buildings', ApartmentIcon),
  entry('inventory/units', 'units', MeetingRoomIcon),
  entry('inventory/sale-offers', 'sale_offers', RequestQuoteIcon),
  entry('audit-logs', 'audit_logs', ManageSearchIcon),
];
