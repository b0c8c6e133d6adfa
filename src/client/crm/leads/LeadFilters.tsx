// The leads list's filters (docs/api.md crm/leads: status, source, owner_id, tag_id, seen,
// created_from/created_to, search): all on screen on a wider screen; on a phone, the search and the
// filters in use, the others under "Add filter" (layout/phoneFilters.ts).
import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { useOwnerAndTagFilters } from '../ownerAndTagFilters.tsx';
import { seenChoices, sourceChoices, statusChoices } from './leadChoices.ts';

export function useLeadFilters() {
  const ownerAndTag = useOwnerAndTagFilters('crm.leads.fields');
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" label="crm.leads.fields.status" choices={statusChoices} alwaysOn />,
    <SelectInput key="source" source="source" label="crm.leads.fields.source" choices={sourceChoices} alwaysOn />,
    ...ownerAndTag,
    <SelectInput key="seen" source="seen" label="crm.leads.fields.seen" choices={seenChoices} alwaysOn />,
    <DateInput key="created_from" source="created_from" label="crm.leads.fields.created_from" alwaysOn />,
    <DateInput key="created_to" source="created_to" label="crm.leads.fields.created_to" alwaysOn />,
  ];
}
