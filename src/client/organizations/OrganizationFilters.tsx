// The organizations list's filters (docs/api.md: kind, status, undecided signups by stage, search), always shown.
import { SearchInput, SelectInput } from 'react-admin';
import { ORGANIZATION_KINDS, ORGANIZATION_STATUSES } from '../../shared/roles.ts';
import { SIGNUP_STAGES } from '../../shared/signup.ts';

export const organizationFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    label="resources.auth/organizations.fields.kind"
    choices={ORGANIZATION_KINDS.map((kind) => ({ id: kind, name: `organizations.kinds.${kind}` }))}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label="resources.auth/organizations.fields.status"
    choices={ORGANIZATION_STATUSES.map((status) => ({ id: status, name: `organizations.statuses.${status}` }))}
    alwaysOn
  />,
  <SelectInput
    key="signup"
    source="signup"
    label="resources.auth/organizations.fields.signup"
    choices={SIGNUP_STAGES.map((stage) => ({ id: stage, name: `organizations.signup_stages.${stage}` }))}
    alwaysOn
  />,
];
