// The commissions resource (`commissions`, docs/api.md "Commissions"): the list for the roles
// that read commission lines (commissions.view: the developer admin, sales managers, the super
// admin). The settings live on the organization's page (CommissionSettingsSection.tsx), a sale's
// line on the sale's page (SaleCommissionCard.tsx).
import PaidIcon from '@mui/icons-material/Paid';
import type { CommissionListItem } from '../../shared/commissions.ts';
import { guardedPage } from '../routing/lazyPage.tsx';

const CommissionListRoute = guardedPage('commissions.view', () => import('./CommissionList.tsx'), 'CommissionList');

export default {
  list: CommissionListRoute,
  icon: PaidIcon,
  recordRepresentation: (record: CommissionListItem) => `${record.unit_number} · ${record.seller_name}`,
};
