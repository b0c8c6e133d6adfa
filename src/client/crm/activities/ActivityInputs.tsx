// The inputs of an activity (create and edit pages).
import { DateTimeInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useLeadOptions } from '../crmApi.ts';
import { activityTypeChoices, optionChoices } from '../leads/leadChoices.ts';

export function ActivityInputs({ mode }: { mode: 'create' | 'edit' }) {
  const leads = useLeadOptions();
  return (
    <>
      <SelectInput source="type" label="crm.activities.fields.type" choices={activityTypeChoices} />
      <TextInput source="title" label="crm.activities.fields.title" fullWidth />
      <DateTimeInput source="due_at" label="crm.activities.fields.due_at" />
      <NumberInput source="duration_minutes" label="crm.activities.fields.duration_minutes" />
      <TextInput source="notes" label="crm.activities.fields.notes" multiline fullWidth />
      {mode === 'create' && <SelectInput source="lead_id" label="crm.activities.fields.lead" choices={optionChoices(leads.data)} translateChoice={false} />}
    </>
  );
}
