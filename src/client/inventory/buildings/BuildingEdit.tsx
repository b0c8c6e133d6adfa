// Editing a building (`/inventory/buildings/:id/edit`), sent with the version it was read at.
import { Edit, SimpleForm } from 'react-admin';
import type { BuildingDetail } from '../../../shared/inventory.ts';
import { useRefreshInventory } from '../inventoryApi.ts';
import { BuildingInputs } from './BuildingInputs.tsx';

const EDITED_FIELDS = ['project_id', 'name', 'floors', 'status', 'handover_date', 'description', 'amenity_ids'] as const;

export function pickBuildingFields(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(EDITED_FIELDS.map((field) => [field, values[field] ?? (field === 'amenity_ids' ? [] : null)]));
}

export function BuildingEdit({ building }: { building: BuildingDetail }) {
  const refresh = useRefreshInventory();
  return (
    <Edit
      resource="inventory/buildings"
      id={building.id}
      title={building.name}
      mutationMode="pessimistic"
      redirect={() => `inventory/buildings/${building.id}`}
      transform={(values) => pickBuildingFields(values)}
      mutationOptions={{ onSettled: () => void refresh() }}
      actions={false}
    >
      <SimpleForm noValidate>
        <BuildingInputs />
      </SimpleForm>
    </Edit>
  );
}
