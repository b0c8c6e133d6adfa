// The inputs of an activity (create and edit pages). A call also takes its outcome; on the create
// page an empty "Due" is the moment of saving (activityDue.ts).
import { DateTimeInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isoToLocalDateTime, localDateTimeToIso } from '../../forms/dateTimeValue.ts';
import { useOrganizationTimeZone } from '../../i18n/useOrganizationTimeZone.ts';
import { activityTypeChoices, callOutcomeChoices } from '../leads/leadChoices.ts';
import { LeadPicker } from '../leads/LeadPicker.tsx';

export function ActivityInputs({ mode }: { mode: 'create' | 'edit' }) {
  const type = useWatch({ name: 'type' });
  const timeZone = useOrganizationTimeZone();
  return (
    <>
      <SelectInput source="type" label="crm.activities.fields.type" choices={activityTypeChoices} />
      <TextInput source="title" label="crm.activities.fields.title" fullWidth />
      {/* The API takes the moment itself; the picker shows the organization's wall clock. */}
      <DateTimeInput
        source="due_at"
        label="crm.activities.fields.due_at"
        parse={(value: string) => localDateTimeToIso(value, timeZone)}
        format={(value: unknown) => isoToLocalDateTime(value, timeZone)}
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
