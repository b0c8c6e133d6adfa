// The icon of each result type in the search box: the menu's picture for the same list
// (src/client/layout/navigation.ts), so a result looks like where it leads.
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import DomainIcon from '@mui/icons-material/Domain';
import FoundationIcon from '@mui/icons-material/Foundation';
import HandshakeIcon from '@mui/icons-material/Handshake';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SearchResultType } from '../../shared/global-search.ts';

export const SEARCH_RESULT_ICONS: Record<SearchResultType, SvgIconComponent> = {
  lead: PersonSearchIcon,
  deal: HandshakeIcon,
  unit: MeetingRoomIcon,
  project: FoundationIcon,
  building: ApartmentIcon,
  sale_offer: RequestQuoteIcon,
  company: DomainIcon,
  broker: BadgeIcon,
  organization: BusinessIcon,
  user: PeopleIcon,
};
