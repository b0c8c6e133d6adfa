// The companies list's filters (docs/api.md contacts/companies: status, country, search), always shown;
// the countries offered are those present among the companies.
import { SearchInput, SelectInput } from 'react-admin';
import { optionChoices } from '../../crm/leads/leadChoices.ts';
import { companyStatusChoices } from '../contactChoices.ts';
import { useCompanyCountries } from '../contactsApi.ts';

export function useCompanyFilters() {
  const countries = useCompanyCountries();
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
      choices={optionChoices(countries.data)}
      translateChoice={false}
      alwaysOn
    />,
  ];
}
