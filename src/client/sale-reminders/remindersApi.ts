// The payment reminder calls (docs/api.md "Payment reminders"): the organization's settings (the
// developer admin's, sales.manage) and a sale's reminders (whoever reads the sale).
import { useQuery } from '@tanstack/react-query';
import type { SaleReminder, SaleReminderSettings } from '../../shared/sale-reminders.ts';
import { useApi } from '../providers/useApi.ts';
import { useCan } from '../providers/useCan.ts';
import { SALES } from '../sales/salesApi.ts';

export const reminderKeys = {
  settings: ['sales', 'reminder-settings'] as const,
  ofSale: (saleId: number) => ['sales', 'sale', saleId, 'reminders'] as const,
};

export function useReminderSettings() {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: reminderKeys.settings,
    queryFn: async () => (await api.call<{ data: SaleReminderSettings }>({ path: [SALES, 'reminder-settings'] })).data,
    enabled: can('sales.manage'),
  });
}

export function useSaleReminders(saleId: number) {
  const api = useApi();
  return useQuery({
    queryKey: reminderKeys.ofSale(saleId),
    queryFn: async () => (await api.call<{ data: SaleReminder[] }>({ path: [SALES, saleId, 'reminders'] })).data,
  });
}
