// THE menu: the product's screens of SPEC.md section 2 that appear in navigation, in order.
// An entry shows when canAccess allows listing its resource; the matrix actions behind that are
// in providers/resourceAccess.ts (e.g. Tags → crm.tags.manage, Sale offers → sale_offers.list
// or sale_offers.create). Screens without a page yet lead to the not-found page.
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import DomainIcon from '@mui/icons-material/Domain';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ForumIcon from '@mui/icons-material/Forum';
import FoundationIcon from '@mui/icons-material/Foundation';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PoolIcon from '@mui/icons-material/Pool';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { SvgIconComponent } from '@mui/icons-material';

export interface NavigationEntry {
  /** react-admin resource name, which is also the screen's path without the leading slash. */
  resource: string;
  path: string;
  labelKey: string;
  icon: SvgIconComponent;
}

const entry = (resource: string, labelKey: string, icon: SvgIconComponent): NavigationEntry => ({
  resource,
  path: `/${resource}`,
  labelKey: `navigation.${labelKey}`,
  icon,
});

export const NAVIGATION: readonly NavigationEntry[] = [
  entry('auth/organizations', 'organizations', BusinessIcon),
  entry('auth/users', 'users', PeopleIcon),
  entry('auth/contacts/companies', 'companies', DomainIcon),
  entry('auth/contacts/brokers', 'brokers', BadgeIcon),
  entry('messenger/logs', 'message_logs', ForumIcon),
  entry('crm/leads', 'leads', PersonSearchIcon),
  entry('crm/activities', 'activities', EventNoteIcon),
  entry('crm/pipelines', 'pipelines', ViewKanbanIcon),
  entry('crm/tags', 'tags', LocalOfferIcon),
  entry('inventory/amenities', 'amenities', PoolIcon),
  entry('inventory/projects', 'projects', FoundationIcon),
  entry('inventory/buildings', 'buildings', ApartmentIcon),
  entry('inventory/units', 'units', MeetingRoomIcon),
  entry('inventory/sale-offers', 'sale_offers', RequestQuoteIcon),
];
