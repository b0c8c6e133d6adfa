// A sale's commission line on the sale's page, for those who read commissions (the developer
// admin approves and pays it from here too); nothing for the others or while the sale has none.
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatMoney } from '../forms/money.ts';
import { Facts } from '../inventory/common/Facts.tsx';
import { useFormatDate } from '../inventory/common/useFormatDate.ts';
import { useCan } from '../providers/useCan.ts';
import { useSession } from '../providers/useSession.ts';
import { CommissionActions } from './CommissionActions.tsx';
import { CommissionStatusChip } from './CommissionStatusChip.tsx';
import { ratePercent, useSaleCommission } from './commissionsApi.ts';

export function SaleCommissionCard({ saleId }: { saleId: number }) {
  const translate = useTranslate();
  const can = useCan();
  const session = useSession();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const line = useSaleCommission(saleId);
  if (!can('commissions.view') || line.data === undefined) return null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('commissions.sale.title')}
        </Typography>
        {line.data === null ? (
          <Typography color="text.secondary">{translate('commissions.sale.none')}</Typography>
        ) : (
          <>
            <Facts
              items={[
                { label: 'commissions.fields.status', value: <CommissionStatusChip status={line.data.status} /> },
                {
                  label: 'commissions.fields.seller',
                  value: `${translate(`sales.seller_types.${line.data.seller_type}`)} · ${line.data.seller_name}`,
                },
                { label: 'commissions.fields.rate', value: ratePercent(line.data.rate_hundredths) },
                { label: 'commissions.fields.amount', value: formatMoney(line.data.amount, line.data.currency) },
                { label: 'commissions.fields.trigger', value: translate(`commissions.triggers.${line.data.trigger}`) },
                { label: 'commissions.fields.reached_on', value: formatDate(line.data.reached_on) },
              ]}
            />
            <CommissionActions line={line.data} organizationId={session.organizationId} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
