// The developer admin's edit of a unit (`/inventory/units/:id/edit`), sent with the version it was
// read at. The status changes on the unit's page, through its own call and rules.
import { Edit, SimpleForm } from 'react-admin';
import type { Unit } from '../../../shared/inventory.ts';
import { useRefreshInventory } from '../inventoryApi.ts';
import { UnitInputs, validateUnit } from './UnitInputs.tsx';

const EDITED_FIELDS = [
  'building_id',
  'unit_number',
  'floor',
  'type',
  'bedrooms',
  'bathrooms',
  'internal_area',
  'balcony_area',
  'price',
  'views',
  'orientation',
  'parking_spaces',
  'service_charge',
] as const;

export function pickUnitFields(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(EDITED_FIELDS.map((field) => [field, values[field] ?? (field === 'views' ? [] : null)]));
}

export function UnitEdit({ unit }: { unit: Unit }) {
  const refresh = useRefreshInventory();
  return (
    <Edit
      resource="inventory/units"
      id={unit.id}
      title={unit.unit_number}
      mutationMode="pessimistic"
      redirect={() => `inventory/units/${unit.id}`}
      transform={(values) => pickUnitFields(values)}
      mutationOptions={{ onSettled: () => void refresh() }}
      actions={false}
    >
      <SimpleForm validate={(values) => validateUnit(pickUnitFields(values))} noValidate>
        <UnitInputs />
      </SimpleForm>
    </Edit>
  );
}
