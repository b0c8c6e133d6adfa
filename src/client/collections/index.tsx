// The collections resource (`collections`, docs/api.md "Collections"): one list page, for the roles
// that read collections (collections.view).
import PaymentsIcon from '@mui/icons-material/Payments';
import { guardedPage } from '../routing/lazyPage.tsx';

const CollectionListRoute = guardedPage('collections.view', () => import('./CollectionList.tsx'), 'CollectionList');

export default {
  list: CollectionListRoute,
  icon: PaymentsIcon,
};
