// The developer admin's payment reminder settings, on his organization's page (docs/api.md
// "Payment reminders"): on or off, the provider, and the steps in days from a line's due date
// (negative before it, 0 on the day, positive late). Saving replaces them all.
import { Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrayInput,
  BooleanInput,
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { MessageProvider } from '../../shared/contacts.ts';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { useApi } from '../providers/useApi.ts';
import { SALES } from '../sales/salesApi.ts';
import { reminderKeys, useReminderSettings } from './remindersApi.ts';

interface SettingsValues {
  enabled?: boolean;
  provider?: MessageProvider;
  steps?: { days?: number | null }[];
}

export function ReminderSettingsSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useApi();
  const queryClient = useQueryClient();
  const settings = useReminderSettings();
  const submit = useFormSubmission(async (values: SettingsValues) => {
    const data = {
      enabled: values.enabled ?? false,
      provider: values.provider,
      steps: (values.steps ?? []).map((step) => step.days ?? null),
    };
    await api.call({ method: 'PUT', path: [SALES, 'reminder-settings'], data });
    await queryClient.invalidateQueries({ queryKey: reminderKeys.settings });
    notify('sale_reminders.settings.saved', { type: 'success' });
  });
  if (!settings.data) return <QueryFallback error={settings.error} />;
  const providerChoices = settings.data.providers.map((provider) => ({ id: provider, name: `contacts.providers.${provider}` }));
  return (
    <Card sx={{ mb: 2 }} component="section" aria-label={translate('sale_reminders.settings.title')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('sale_reminders.settings.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('sale_reminders.settings.help')}
        </Typography>
        <Form
          key={settings.dataUpdatedAt}
          defaultValues={{
            enabled: settings.data.enabled,
            provider: settings.data.provider,
            steps: settings.data.steps.map((days) => ({ days })),
          }}
          onSubmit={(values: Record<string, unknown>) => submit(values as SettingsValues)}
          noValidate
        >
          <BooleanInput source="enabled" label="sale_reminders.fields.enabled" helperText={false} />
          <SelectInput source="provider" label="sale_reminders.fields.provider" choices={providerChoices} helperText={false} />
          <ArrayInput source="steps" label="sale_reminders.fields.steps">
            <SimpleFormIterator inline disableReordering>
              <NumberInput
                source="days"
                label="sale_reminders.fields.step_days"
                helperText="sale_reminders.fields.step_days_help"
                step={1}
              />
            </SimpleFormIterator>
          </ArrayInput>
          <SaveButton label="sale_reminders.settings.save" alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
}
