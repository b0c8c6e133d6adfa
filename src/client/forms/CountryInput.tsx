// A country of a react-admin <Form> as its ISO code, picked by name from a searchable list of
// every country (named in the user's language, i18n/countryNames.ts); clearing it stores null.
import { AutocompleteInput } from 'react-admin';
import { useCountryChoices } from '../i18n/countryNames.ts';

export function CountryInput({
  source,
  label,
  helperText = false,
  fullWidth,
}: {
  source: string;
  label: string;
  helperText?: string | false;
  fullWidth?: boolean;
}) {
  const choices = useCountryChoices();
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      helperText={helperText}
      parse={(value: string) => (value === '' ? null : value)}
      fullWidth={fullWidth}
    />
  );
}
