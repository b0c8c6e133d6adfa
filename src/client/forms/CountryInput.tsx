// A country of a react-admin <Form> as its ISO code, chosen by name from the public country list
// (fetched once per session, see providers/countries.ts).
import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput } from 'react-admin';
import { getCountries } from '../providers/countries.ts';

export function CountryInput({ source, label }: { source: string; label: string }) {
  const countries = useQuery({ queryKey: ['utils', 'countries'], queryFn: getCountries, staleTime: Infinity });
  const choices = (countries.data ?? []).map((country) => ({ id: country.code, name: country.name }));
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      isPending={countries.isPending}
      helperText={false}
      parse={(value: string) => (value === '' ? null : value)}
    />
  );
}
