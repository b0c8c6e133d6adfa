// The units list's filters — what buyers ask about: project, building (narrowed to the chosen
// project), status, type, bedrooms, price (in the filtered project's currency) and area ranges, floor and view. The numbers are
// checked with the server's own filter rules (unitFilters, which the sale-offer filters share).
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AutocompleteInput, NumberInput, SelectInput, useListContext, useTranslate, type TextInputProps } from 'react-admin';
import { DEFAULT_CURRENCY } from '../../../shared/money.ts';
import { unitFilters } from '../../../shared/schemas/units.ts';
import { MoneyInput } from '../../forms/MoneyInput.tsx';
import { zodFieldValidator } from '../../forms/zodFormValidator.ts';
import { useDebouncedValue } from '../../forms/useDebouncedValue.ts';
import { ProjectInput } from '../buildings/ProjectInput.tsx';
import { optionChoices, useCommonInventoryFilters } from '../common/inventoryFilters.tsx';
import { toNumberOrNull } from '../common/formValues.ts';
import { useBuildingOptions, useProjectDetail } from '../inventoryApi.ts';
import { unitStatusChoices, unitTypeChoices, viewChoices } from '../inventoryChoices.ts';
import { useBedroomsText } from './unitFormat.ts';

// `label` is read by the list's "Add filter" menu too, from the element.
export function BuildingFilter({ source, label, alwaysOn }: { source: string; label: string; alwaysOn?: boolean }) {
  const { filterValues } = useListContext();
  const [typed, setTyped] = useState('');
  const projectId = Number((filterValues as { project_id?: unknown }).project_id) || undefined;
  const buildings = useBuildingOptions(useDebouncedValue(typed, 250), projectId);
  return (
    <AutocompleteInput
      source={source}
      alwaysOn={alwaysOn}
      label={label}
      choices={optionChoices(buildings.data)}
      translateChoice={false}
      onInputChange={(_event, value) => setTyped(value)}
      sx={{ minWidth: 180 }}
    />
  );
}

const validateFilter = {
  price_min: zodFieldValidator(unitFilters.price_min),
  price_max: zodFieldValidator(unitFilters.price_max),
  area_min: zodFieldValidator(unitFilters.area_min),
  area_max: zodFieldValidator(unitFilters.area_max),
  floor: zodFieldValidator(unitFilters.floor),
};

/**
 * A price bound, typed in the currency of the project filtered on (prices are compared in its
 * minor units: KWD 1,000 is 1,000,000 fils), else in the default currency. `label` names it in
 * the filter menu; on screen it says the currency (`label`_in).
 */
function PriceFilter(props: {
  source: 'price_min' | 'price_max';
  label: string;
  validate: TextInputProps['validate'];
  alwaysOn?: boolean;
}) {
  const translate = useTranslate();
  const projectId = useWatch({ name: 'project_id' }) as unknown;
  const chosen = typeof projectId === 'number' || (typeof projectId === 'string' && projectId !== '') ? Number(projectId) : null;
  const project = useProjectDetail(chosen ?? 0, chosen !== null);
  const currency = (chosen !== null ? project.data?.currency : undefined) ?? DEFAULT_CURRENCY;
  return <MoneyInput {...props} label={translate(`${props.label}_in`, { currency })} currency={currency} />;
}

export function useUnitFilters() {
  // The common status filter holds project statuses: units have their own.
  const [search, , ...developer] = useCommonInventoryFilters();
  const bedroomsText = useBedroomsText();
  const bedroomChoices = [0, 1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, name: bedroomsText(id) }));
  return [
    search,
    ...developer,
    <ProjectInput key="project_id" source="project_id" label="inventory.fields.project" isFilter alwaysOn />,
    <BuildingFilter key="building_id" source="building_id" label="inventory.fields.building" alwaysOn />,
    <SelectInput key="status" source="status" label="inventory.fields.status" choices={unitStatusChoices} alwaysOn />,
    <SelectInput key="type" source="type" label="inventory.fields.type" choices={unitTypeChoices} alwaysOn />,
    <SelectInput key="bedrooms" source="bedrooms" label="inventory.fields.bedrooms" choices={bedroomChoices} translateChoice={false} />,
    <PriceFilter key="price_min" source="price_min" label="inventory.units.filters.price_min" validate={validateFilter.price_min} />,
    <PriceFilter key="price_max" source="price_max" label="inventory.units.filters.price_max" validate={validateFilter.price_max} />,
    <NumberInput
      key="area_min"
      source="area_min"
      label="inventory.units.filters.area_min"
      parse={toNumberOrNull}
      validate={validateFilter.area_min}
    />,
    <NumberInput
      key="area_max"
      source="area_max"
      label="inventory.units.filters.area_max"
      parse={toNumberOrNull}
      validate={validateFilter.area_max}
    />,
    <NumberInput key="floor" source="floor" label="inventory.fields.floor" parse={toNumberOrNull} validate={validateFilter.floor} />,
    <SelectInput key="view" source="view" label="inventory.fields.view" choices={viewChoices} />,
  ];
}
