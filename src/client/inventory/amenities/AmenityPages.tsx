// `/inventory/amenities` (developer admin, inventory.amenities.manage): the organization's
// amenities with their icon and where they are used; create, then edit with images, and delete.
// A taken name (422) shows under its field.
import { Box } from '@mui/material';
import {
  Create,
  CreateButton,
  DataTable,
  DeleteButton,
  Edit,
  SaveButton,
  SearchInput,
  SimpleForm,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { Amenity } from '../../../shared/inventory.ts';
import { AmenityIcon } from '../common/AmenityIcon.tsx';
import { useRefreshInventory } from '../inventoryApi.ts';
import { AmenityImages } from './AmenityImages.tsx';
import { AmenityInputs } from './AmenityInputs.tsx';
import { AppList } from '../../layout/AppList.tsx';

export function AmenityList() {
  return (
    <AppList<Amenity>
      resource="inventory/amenities"
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      title="navigation.amenities"
      actions={
        <>
          <CreateButton />
        </>
      }
    >
      <DataTable<Amenity> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col label="inventory.fields.icon" disableSort render={(record) => <AmenityIcon name={record.icon} />} />
        <DataTable.Col source="name" label="inventory.fields.name" />
        <DataTable.Col source="description" label="inventory.fields.description" disableSort />
        <DataTable.Col source="projects_count" label="inventory.fields.projects_count" disableSort />
        <DataTable.Col source="buildings_count" label="inventory.fields.buildings_count" disableSort />
      </DataTable>
    </AppList>
  );
}

const amenityPayload = (values: Record<string, unknown>) => ({
  name: values.name,
  icon: values.icon ?? null,
  description: values.description ?? null,
});

export function AmenityCreate() {
  const refresh = useRefreshInventory();
  return (
    <Create
      resource="inventory/amenities"
      title="inventory.amenities.create_title"
      redirect="edit"
      transform={amenityPayload}
      mutationOptions={{ onSettled: () => void refresh() }}
    >
      <SimpleForm noValidate>
        <AmenityInputs />
      </SimpleForm>
    </Create>
  );
}

function AmenityImagesOfRecord() {
  const record = useRecordContext<Amenity>();
  const queryClient = useQueryClient();
  const refresh = useRefreshInventory();
  if (!record) return null;
  return (
    <AmenityImages
      amenityId={record.id}
      images={record.images}
      onChanged={() => Promise.all([queryClient.invalidateQueries({ queryKey: ['inventory/amenities', 'getOne'] }), refresh()])}
    />
  );
}

export function AmenityEdit() {
  const refresh = useRefreshInventory();
  return (
    <Edit
      resource="inventory/amenities"
      mutationMode="pessimistic"
      redirect="list"
      transform={amenityPayload}
      mutationOptions={{ onSettled: () => void refresh() }}
      actions={false}
    >
      <SimpleForm
        noValidate
        toolbar={
          <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <SaveButton />
            <DeleteButton
              mutationMode="pessimistic"
              confirmTitle="inventory.amenities.delete_title"
              confirmContent="inventory.amenities.delete_content"
            />
          </Toolbar>
        }
      >
        <AmenityInputs />
      </SimpleForm>
      <Box sx={{ p: 2 }}>
        <AmenityImagesOfRecord />
      </Box>
    </Edit>
  );
}
