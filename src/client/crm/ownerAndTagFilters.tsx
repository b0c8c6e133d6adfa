// The owner and tag filters the leads and deals lists share (owner_id, tag_id): the organization's
// members and tags as choices, labelled with the list's own field names.
import { SelectInput } from 'react-admin';
import { useMemberOptions, useTagOptions } from './crmApi.ts';
import { optionChoices } from './leads/leadChoices.ts';

/** `fields` is the list's messages prefix, as `crm.leads.fields`. */
export function useOwnerAndTagFilters(fields: string) {
  const members = useMemberOptions();
  const tags = useTagOptions();
  return [
    <SelectInput
      key="owner_id"
      source="owner_id"
      label={`${fields}.owner`}
      choices={optionChoices(members.data)}
      translateChoice={false}
      alwaysOn
    />,
    <SelectInput
      key="tag_id"
      source="tag_id"
      label={`${fields}.tag`}
      choices={optionChoices(tags.data)}
      translateChoice={false}
      alwaysOn
    />,
  ];
}
