// Creating a building (`?source={"project_id":N}` preselects its project, as the project page's
// "Add building" does); the new building's page opens.
import { Create, SimpleForm } from 'react-admin';
import { useRefreshInventory } from '../inventoryApi.ts';
import { BuildingInputs } from './BuildingInputs.tsx';

export function BuildingCreate() {
  const refresh = useRefreshInventory();
  return (
    <Create
      resource="inventory/buildings"
      title="inventory.buildings.create_title"
      redirect={(_resource, id) => `inventory/buildings/${id}`}
      mutationOptions={{ onSettled: () => void refresh() }}
    >
      <SimpleForm defaultValues={{ status: 'off_plan', amenity_ids: [] }} noValidate>
        <BuildingInputs />
      </SimpleForm>
    </Create>
  );
}
