// Deleting an offer, for the roles the matrix lets delete (super admin, developer admin); from
// the offer's page it goes back to the list afterwards.
import { useRedirect, useTranslate } from 'react-admin';
import { useServerAction } from '../forms/useServerAction.ts';
import { ConfirmActionButton } from '../layout/ConfirmActionButton.tsx';
import { useApi } from '../providers/useApi.ts';
import { useCan } from '../providers/useCan.ts';
import { useRefreshSaleOffers } from './saleOfferApi.ts';
import { SALE_OFFERS } from './saleOfferPaths.ts';

export function DeleteOfferButton({ id, number, backToList = false }: { id: number; number: string; backToList?: boolean }) {
  const translate = useTranslate();
  const can = useCan();
  const api = useApi();
  const redirect = useRedirect();
  const refresh = useRefreshSaleOffers();
  const { run } = useServerAction();
  if (!can('sale_offers.delete')) return null;
  return (
    <ConfirmActionButton
      label="ra.action.delete"
      ariaLabel={translate('sale_offers.delete_label', { number })}
      title="sale_offers.delete_title"
      content="sale_offers.delete_content"
      messageArgs={{ number }}
      onConfirm={() =>
        run(() => api.call({ method: 'DELETE', path: [SALE_OFFERS, id] }), {
          success: 'sale_offers.deleted',
          successArgs: { number },
          afterwards: async () => {
            if (backToList) redirect(`/${SALE_OFFERS}`);
            await refresh();
          },
        })
      }
    />
  );
}
