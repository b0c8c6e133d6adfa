// The inputs of an activity (create and edit pages).
import { DateTimeInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { localDateTimeToIso } from '../../forms/dateTimeValue.ts';
import { activityTypeChoices } from '../leads/leadChoices.ts';
import { LeadPicker } from '../leads/LeadPicker.tsx';

export function ActivityInputs({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <>
      <SelectInput source="type" label="crm.activities.fields.type" choices={activityTypeChoices} />
      <TextInput source="title" label="crm.activities.fields.title" fullWidth />
      {/* The API takes the moment with its time zone, not the picker's local wall-clock time. */}
      <DateTimeInput source="due_at" label="crm.activities.fields.due_at" parse={localDateTimeToIso} />
      <NumberInput source="duration_minutes" label="crm.activities.fields.duration_minutes" />
      <TextInput source="notes" label="crm.activities.fields.notes" multiline fullWidth />
      {mode === 'create' && <LeadPicker source="lead_id" label="crm.activities.fields.lead" />}
    </>
  );
}
