// The inputs of an activity (create and edit pages). A call also takes its outcome; on the create
// page an empty "Due" is the moment of saving (activityDue.ts).
import { DateTimeInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { localDateTimeToIso } from '../../forms/dateTimeValue.ts';
import { activityTypeChoices, callOutcomeChoices } from '../leads/leadChoices.ts';
import { LeadPicker } from '../leads/LeadPicker.tsx';

export function ActivityInputs({ mode }: { mode: 'create' | 'edit' }) {
  const type = useWatch({ name: 'type' });
  return (
    <>
      <SelectInput source="type" label="crm.activities.fields.type" choices={activityTypeChoices} />
      <TextInput source="title" label="crm.activities.fields.title" fullWidth />
      {/* The API takes the moment with its time zone, not the picker's local wall-clock time. */}
      <DateTimeInput
        source="due_at"
        label="crm.activities.fields.due_at"
        parse={localDateTimeToIso}
        helperText={mode === 'create' ? 'crm.activities.due_now_help' : undefined}
      />
      {type === 'call' && (
        <SelectInput
          source="outcome"
          label="crm.activities.fields.outcome"
          choices={callOutcomeChoices}
          emptyText="crm.activities.no_outcome"
        />
      )}
      <NumberInput source="duration_minutes" label="crm.activities.fields.duration_minutes" min={1} max={1440} step={1} />
      <TextInput source="notes" label="crm.activities.fields.notes" multiline fullWidth />
      {mode === 'create' && <LeadPicker source="lead_id" label="crm.activities.fields.lead" />}
    </>
  );
}
