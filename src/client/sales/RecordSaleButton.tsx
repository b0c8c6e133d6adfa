// "Record sale" on a unit's page (and a sale offer's, for each of its units): opens the create
// form for that unit, for whoever records sales (the developer admin; a sales manager from his
// offer), while the unit can still be sold (available, or reserved).
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { UnitStatus } from '../../shared/inventory.ts';
import { useCan } from '../providers/useCan.ts';
import { recordSalePath } from './salesApi.ts';

export function RecordSaleButton({
  unitId,
  unitStatus,
  saleOfferId,
  label,
}: {
  unitId: number;
  unitStatus: UnitStatus;
  saleOfferId?: number;
  label?: string;
}) {
  const translate = useTranslate();
  const can = useCan();
  const allowed = can('sales.manage') || (saleOfferId !== undefined && can('sales.create_from_offer'));
  if (!allowed || (unitStatus !== 'available' && unitStatus !== 'reserved')) return null;
  return (
    <Button startIcon={<PointOfSaleIcon />} component={Link} to={recordSalePath(unitId, saleOfferId)} aria-label={label}>
      {translate('sales.record')}
    </Button>
  );
}
