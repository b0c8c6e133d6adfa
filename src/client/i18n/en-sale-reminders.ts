// English messages of payment reminders: en.ts's `sale_reminders.*`.
export const saleReminderMessages = {
  title: 'Payment reminders',
  none: 'No reminder has been sent for this sale yet.',
  steps: {
    before: '%{smart_count} day before |||| %{smart_count} days before',
    on_due_date: 'On the due date',
    late: '%{smart_count} day late |||| %{smart_count} days late',
  },
  reasons: {
    no_phone: 'Not sent: the first buyer has no phone number.',
    no_template: 'Not sent: the platform has no active payment reminder template for this provider.',
  },
  fields: {
    installment: 'Installment',
    due_date: 'Due date',
    step: 'When',
    queued_at: 'Queued',
    status: 'Status',
    note: 'Recipient or reason',
    enabled: 'Send payment reminders',
    provider: 'Send through',
    steps: 'Steps',
    step_days: 'Days from the due date',
    step_days_help: '−7 is a week before, 0 the due date, 3 three days late',
  },
  settings: {
    title: 'Payment reminders',
    help: 'Buyers are reminded of each open installment on these days, through the platform’s messenger, in Arabic or English. A line paid, or covered by a post-dated cheque, gets no reminder.',
    save: 'Save reminders',
    saved: 'Reminder settings saved.',
  },
};
