// The unit's payment plans (`GET inventory/units/{id}/plans`): each plan of its building on the
// unit's price, with every installment's amount and due date (a construction milestone has no
// date until it is reached).
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { TabSection } from '../../organizations/TabSection.tsx';
import { useFormatDate } from '../common/useFormatDate.ts';
import { formatMoney } from '../../../shared/money.ts';
import { useDueText } from '../paymentPlans/useDueText.ts';
import { useUnitPlans } from './unitApi.ts';
import { useFormatLocale } from '../../i18n/useFormatLocale.ts';

export function UnitPlans({ unitId }: { unitId: number }) {
  const translate = useTranslate();
  const locale = useFormatLocale();
  const formatDate = useFormatDate();
  const dueText = useDueText();
  const plans = useUnitPlans(unitId);
  return (
    <TabSection titleKey="inventory.tabs.payment-plans">
      {!plans.data ? (
        <QueryFallback error={plans.error} />
      ) : plans.data.length === 0 ? (
        <Typography color="text.secondary">{translate('inventory.payment_plans.empty')}</Typography>
      ) : (
        plans.data.map((unitPlan) => (
          <Box key={unitPlan.plan.id} sx={{ mb: 3 }}>
            <Typography variant="subtitle1" component="h3">
              {unitPlan.plan.name}
            </Typography>
            <Table size="small" aria-label={unitPlan.plan.name}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('inventory.payment_plans.fields.label')}</TableCell>
                  <TableCell>{translate('inventory.payment_plans.fields.due')}</TableCell>
                  <TableCell>{translate('inventory.units.due_date')}</TableCell>
                  <TableCell align="right">{translate('inventory.payment_plans.fields.percentage')}</TableCell>
                  <TableCell align="right">{translate('inventory.payment_plans.fields.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {unitPlan.installments.map((installment, index) => (
                  <TableRow key={index}>
                    <TableCell>{installment.label}</TableCell>
                    <TableCell>{dueText(installment)}</TableCell>
                    <TableCell>{formatDate(installment.due_date) ?? '—'}</TableCell>
                    <TableCell align="right">{`${installment.percentage} %`}</TableCell>
                    <TableCell align="right">{formatMoney(installment.amount, unitPlan.currency, { locale })}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={4}>{translate('inventory.units.plan_total')}</TableCell>
                  <TableCell align="right">{formatMoney(unitPlan.total, unitPlan.currency, { locale })}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Box>
        ))
      )}
    </TabSection>
  );
}
