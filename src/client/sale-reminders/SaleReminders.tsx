// The payment reminders of a sale, on its page (docs/api.md "Payment reminders"): for each, the
// installment and step, when it was queued, and what became of it — the message's status, or why
// nothing could be sent (no phone for the buyer, no template on the platform).
import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SaleReminder } from '../../shared/sale-reminders.ts';
import { useFormatDateTime } from '../i18n/useFormatDateTime.ts';
import { useFormatDate } from '../inventory/common/useFormatDate.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { MessageStatusChip } from '../messenger/MessageStatusChip.tsx';
import { useSaleReminders } from './remindersApi.ts';
import { stepLabel } from './stepLabel.ts';

function ReminderOutcome({ reminder }: { reminder: SaleReminder }) {
  const translate = useTranslate();
  if (reminder.provider) return <MessageStatusChip log={{ provider: reminder.provider, status: reminder.status }} />;
  return <Chip size="small" color="error" label={translate('contacts.message_statuses.failed')} />;
}

export function SaleReminders({ saleId }: { saleId: number }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const reminders = useSaleReminders(saleId);
  return (
    <section aria-label={translate('sale_reminders.title')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('sale_reminders.title')}
      </Typography>
      {!reminders.data ? (
        <QueryFallback error={reminders.error} />
      ) : reminders.data.length === 0 ? (
        <Typography color="text.secondary">{translate('sale_reminders.none')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('sale_reminders.fields.installment')}</TableCell>
              <TableCell>{translate('sale_reminders.fields.due_date')}</TableCell>
              <TableCell>{translate('sale_reminders.fields.step')}</TableCell>
              <TableCell>{translate('sale_reminders.fields.queued_at')}</TableCell>
              <TableCell>{translate('sale_reminders.fields.status')}</TableCell>
              <TableCell>{translate('sale_reminders.fields.note')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reminders.data.map((reminder) => (
              <TableRow key={reminder.id}>
                <TableCell>{reminder.line_label}</TableCell>
                <TableCell>{formatDate(reminder.due_date)}</TableCell>
                <TableCell>{stepLabel(translate, reminder.step_days)}</TableCell>
                <TableCell>{formatDateTime(reminder.created_at)}</TableCell>
                <TableCell>
                  <ReminderOutcome reminder={reminder} />
                </TableCell>
                <TableCell>
                  {reminder.reason
                    ? translate(`sale_reminders.reasons.${reminder.reason}`)
                    : (reminder.error ?? (reminder.recipient_phone ? <bdi dir="ltr">{reminder.recipient_phone}</bdi> : null))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
