// "Record sale" on a won deal (docs/api.md "Sales": `deal_id`): for whoever records sales in the
// developer organization the deal belongs to (sales.manage, the developer admin, acting in it). It
// opens the create form for the deal, which asks for the unit and starts from the deal's lead.
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Deal } from '../../shared/deals.ts';
import { currentOrganization } from '../providers/session.ts';
import { useCan } from '../providers/useCan.ts';
import { useSession } from '../providers/useSession.ts';
import { recordDealSalePath } from './salesApi.ts';

export function RecordDealSaleButton({ deal }: { deal: Deal }) {
  const translate = useTranslate();
  const can = useCan();
  const session = useSession();
  if (deal.status !== 'won' || !can('sales.manage') || currentOrganization(session)?.kind !== 'developer') return null;
  return (
    <Button variant="outlined" size="small" startIcon={<PointOfSaleIcon />} component={Link} to={recordDealSalePath(deal.id)}>
      {translate('sales.record')}
    </Button>
  );
}
