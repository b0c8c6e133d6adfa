// How an installment's due reads: its type, and the months or construction percentage it names.
import { useTranslate } from 'react-admin';
import { MONTH_DUE_TYPES } from '../../../shared/inventory.ts';
import type { Installment } from '../../../shared/schemas/payment-plans.ts';

export function useDueText() {
  const translate = useTranslate();
  return (installment: Installment) => {
    const type = translate(`inventory.due_types.${installment.due_type}`);
    if (installment.due_value === null) return type;
    const unit = MONTH_DUE_TYPES.includes(installment.due_type)
      ? 'inventory.payment_plans.due_months_value'
      : 'inventory.payment_plans.due_percent_value';
    return `${type}: ${translate(unit, { smart_count: installment.due_value, value: installment.due_value })}`;
  };
}
