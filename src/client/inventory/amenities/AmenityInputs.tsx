// The inputs of an amenity: name, an icon from those the client draws, a description.
import { SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { AmenityIcon, AMENITY_ICONS } from '../common/AmenityIcon.tsx';
import { blankToNull } from '../../../shared/schemas/fields.ts';

const iconChoices = Object.keys(AMENITY_ICONS).map((id) => ({ id, name: `inventory.amenity_icons.${id}` }));

export function AmenityInputs() {
  return (
    <>
      <TextInput source="name" label="inventory.fields.name" validate={required()} />
      <SelectInput
        source="icon"
        label="inventory.fields.icon"
        choices={iconChoices}
        parse={blankToNull}
        emptyText="inventory.amenities.no_icon"
        optionText={(choice: { id: string; name: string }) => <IconChoice id={choice.id} name={choice.name} />}
        sx={{ minWidth: 240 }}
      />
      <TextInput source="description" label="inventory.fields.description" parse={blankToNull} multiline minRows={2} fullWidth />
    </>
  );
}

function IconChoice({ id, name }: { id: string; name: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <AmenityIcon name={id} />
      <TranslatedName name={name} />
    </span>
  );
}

function TranslatedName({ name }: { name: string }) {
  const translate = useTranslate();
  return <>{translate(name)}</>;
}
