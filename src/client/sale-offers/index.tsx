// The sale offers resource (`inventory/sale-offers`): the list for the list roles and the
// creators (a developer sees his own), the create flow for the creators, and the offer's page
// with the flow's later steps below it.
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { ReactNode } from 'react';
import type { SaleOfferListItem } from '../../shared/sale-offers.ts';
import { NoAccessPage } from '../errors/NoAccessPage.tsx';
import { RequireSignedIn } from '../routing/guards.tsx';
import { useCanOpenOffers } from './saleOfferApi.ts';
import { guardedPage, lazyPage } from '../routing/lazyPage.tsx';

const SaleOfferList = lazyPage(() => import('./SaleOfferList.tsx'), 'SaleOfferList');
const SaleOfferShow = lazyPage(() => import('./SaleOfferShow.tsx'), 'SaleOfferShow');

/** List and show: `sale_offers.list`/`show`, or `sale_offers.create` for one's own offers. */
function OffersGate({ children }: { children: ReactNode }) {
  const allowed = useCanOpenOffers();
  return <RequireSignedIn>{allowed ? children : <NoAccessPage />}</RequireSignedIn>;
}

function SaleOfferListRoute() {
  return (
    <OffersGate>
      <SaleOfferList />
    </OffersGate>
  );
}

const SaleOfferCreateRoute = guardedPage('sale_offers.create', () => import('./SaleOfferCreate.tsx'), 'SaleOfferCreate');

function SaleOfferShowRoute() {
  return (
    <OffersGate>
      <SaleOfferShow />
    </OffersGate>
  );
}

export default {
  list: SaleOfferListRoute,
  create: SaleOfferCreateRoute,
  show: SaleOfferShowRoute,
  icon: RequestQuoteIcon,
  recordRepresentation: (record: SaleOfferListItem) => record.number,
};
