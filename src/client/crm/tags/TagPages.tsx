// `/crm/tags` (admins, crm.tags.manage): the organization's tags with their colour and number of
// leads; create, edit (rename, recolour) and delete. A taken name (422) shows under its field.
import { Box, Chip } from '@mui/material';
import { Create, CreateButton, DataTable, Edit, SearchInput, SimpleForm, TextInput } from 'react-admin';
import type { Tag } from '../../../shared/crm.ts';
import { tagBody } from '../../../shared/schemas/crm.ts';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import { AppList } from '../../layout/AppList.tsx';
import { FormattedDateField } from '../../i18n/FormattedDateField.tsx';

const validateTag = zodFormValidator(tagBody);

function TagInputs() {
  return (
    <>
      <TextInput source="name" label="crm.tags.fields.name" />
      <TextInput source="color" label="crm.tags.fields.color" type="color" sx={{ minWidth: 120 }} />
    </>
  );
}

export function TagList() {
  return (
    <AppList<Tag>
      resource="crm/tags"
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      title="navigation.tags"
      actions={
        <>
          <CreateButton />
        </>
      }
    >
      <DataTable<Tag> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col
          source="name"
          label="crm.tags.fields.name"
          render={(record) => <Chip size="small" label={record.name} sx={{ bgcolor: record.color, color: '#fff' }} />}
        />
        <DataTable.Col
          source="color"
          label="crm.tags.fields.color"
          disableSort
          render={(record) => <Box component="code">{record.color}</Box>}
        />
        <DataTable.Col source="leads_count" label="crm.tags.fields.leads_count" disableSort />
        <DataTable.Col source="created_at" label="crm.tags.fields.created_at" field={FormattedDateField} />
      </DataTable>
    </AppList>
  );
}

export function TagCreate() {
  return (
    <Create resource="crm/tags" title="crm.tags.create_title" redirect="list">
      <SimpleForm validate={validateTag} defaultValues={{ color: '#1e88e5' }} noValidate>
        <TagInputs />
      </SimpleForm>
    </Create>
  );
}

const tagPayload = (values: Record<string, unknown>) => ({ name: values.name, color: values.color });

export function TagEdit() {
  return (
    <Edit resource="crm/tags" title="crm.tags.edit_title" redirect="list" mutationMode="pessimistic" transform={tagPayload}>
      <SimpleForm validate={validateTag} noValidate>
        <TagInputs />
      </SimpleForm>
    </Edit>
  );
}
