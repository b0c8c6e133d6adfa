// Creating a unit (developer admin); `?building_id=N` — the link of the no-units banner and of a
// building's page — preselects its building. The new unit's page opens.
import { Create, SimpleForm } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { recordIdOf, useRefreshInventory } from '../inventoryApi.ts';
import { UnitInputs, validateUnit } from './UnitInputs.tsx';

export function UnitCreate() {
  const refresh = useRefreshInventory();
  const [search] = useSearchParams();
  const buildingId = recordIdOf(search.get('building_id') ?? undefined);
  return (
    <Create
      resource="inventory/units"
      title="inventory.units.create_title"
      redirect={(_resource, id) => `inventory/units/${id}`}
      mutationOptions={{ onSettled: () => void refresh() }}
    >
      <SimpleForm
        validate={validateUnit}
        defaultValues={{ building_id: buildingId ?? undefined, bedrooms: 1, views: [], orientation: null }}
        noValidate
      >
        <UnitInputs />
      </SimpleForm>
    </Create>
  );
}
