// The sales resource (`sales`, docs/api.md "Sales"): the list and a sale's page for the roles that
// view sales (sales.view), the create form for those who record them (sales.manage, the developer
// admin; sales.create_from_offer, a sales manager from his offer).
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import type { SaleListItem } from '../../shared/sales.ts';
import { NoAccessPage } from '../errors/NoAccessPage.tsx';
import { useCan } from '../providers/useCan.ts';
import { RequireSignedIn } from '../routing/guards.tsx';
import { guardedPage, lazyPage } from '../routing/lazyPage.tsx';

const SaleListRoute = guardedPage('sales.view', () => import('./SaleList.tsx'), 'SaleList');
const SaleShowRoute = guardedPage('sales.view', () => import('./SaleShow.tsx'), 'SaleShow');
const SaleCreate = lazyPage(() => import('./SaleCreate.tsx'), 'SaleCreate');

function SaleCreateRoute() {
  const can = useCan();
  return <RequireSignedIn>{can('sales.manage') || can('sales.create_from_offer') ? <SaleCreate /> : <NoAccessPage />}</RequireSignedIn>;
}

export default {
  list: SaleListRoute,
  show: SaleShowRoute,
  create: SaleCreateRoute,
  icon: PointOfSaleIcon,
  recordRepresentation: (record: SaleListItem) => `${record.unit_number} · ${record.buyer_name}`,
};
