// The project's city: free text, with the cities already used offered as the user types.
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { required, useInput, useTranslate } from 'react-admin';
import { useDebouncedValue } from '../../forms/useDebouncedValue.ts';
import { useCityOptions } from '../inventoryApi.ts';

const validateCity = required();

export function CityInput({ source = 'city' }: { source?: string }) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, validate: validateCity });
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 250);
  const cities = useCityOptions(search);
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      freeSolo
      options={(cities.data ?? []).map((option) => option.label)}
      value={(field.value as string | null) ?? ''}
      onChange={(_event, value) => field.onChange(value ?? '')}
      inputValue={(field.value as string | null) ?? ''}
      onInputChange={(_event, value) => {
        setTyped(value);
        field.onChange(value);
      }}
      onBlur={field.onBlur}
      sx={{ width: '100%' }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={translate('inventory.fields.city')}
          required={isRequired}
          error={Boolean(error)}
          helperText={error ? translate(error, { _: error }) : ' '}
          size="small"
        />
      )}
    />
  );
}
