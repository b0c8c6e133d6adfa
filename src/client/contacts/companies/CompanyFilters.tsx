// The companies list's filters (docs/api.md contacts/companies: status, country, search), always shown;
// the countries offered are those present among the companies, by name in the user's language.
import { SearchInput, SelectInput } from 'react-admin';
import { useCountryName } from '../../i18n/countryNames.ts';
import { companyStatusChoices } from '../contactChoices.ts';
import { useCompanyCountries } from '../contactsApi.ts';

export function useCompanyFilters() {
  const countries = useCompanyCountries();
  const countryName = useCountryName();
  const countryChoices = (countries.data ?? [])
    .map((option) => ({ id: String(option.value), name: countryName(String(option.value)) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      label="resources.auth/contacts/companies.fields.status"
      choices={companyStatusChoices}
      alwaysOn
    />,
    <SelectInput
      key="country"
      source="country"
      label="resources.auth/contacts/companies.fields.country"
      choices={countryChoices}
      translateChoice={false}
      alwaysOn
    />,
  ];
}
