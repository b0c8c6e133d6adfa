// Creating and editing an activity (crm/activities), validated with the server's schemas. A new
// one left without "Due" is due when saved; an edit sends only the activity's own fields, with the
// version it was based on.
import { Create, Edit, SimpleForm } from 'react-admin';
import { createActivityBody, updateActivityBody } from '../../../shared/schemas/crm.ts';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import { dueAtOrNow } from './activityDue.ts';
import { ActivityInputs } from './ActivityInputs.tsx';

const withDue = (values: Record<string, unknown>) => ({ ...values, due_at: dueAtOrNow(values.due_at) });
const validateNew = zodFormValidator(createActivityBody);
const validateCreate = (values: Record<string, unknown>) => validateNew(withDue(values));
const validateEdit = zodFormValidator(updateActivityBody);

const editable = (values: Record<string, unknown>) => ({
  type: values.type,
  title: values.title,
  due_at: values.due_at,
  duration_minutes: values.duration_minutes ?? null,
  // Only a call has an outcome; the server refuses one on another type.
  outcome: values.type === 'call' ? (values.outcome ?? null) : null,
  notes: values.notes ?? null,
});

export function ActivityCreate() {
  return (
    <Create resource="crm/activities" title="crm.activities.create_title" redirect="list" transform={withDue}>
      <SimpleForm validate={validateCreate} defaultValues={{ type: 'call' }} noValidate>
        <ActivityInputs mode="create" />
      </SimpleForm>
    </Create>
  );
}

export function ActivityEdit() {
  return (
    <Edit resource="crm/activities" title="crm.activities.edit_title" redirect="list" mutationMode="pessimistic" transform={editable}>
      <SimpleForm validate={validateEdit} noValidate>
        <ActivityInputs mode="edit" />
      </SimpleForm>
    </Edit>
  );
}
