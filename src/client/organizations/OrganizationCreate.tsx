// Creating an organization (super admin, sales manager): the shared inputs, validated with the
// server's schema; server errors land on their fields, and the new organization's page opens.
import { Create, SimpleForm } from 'react-admin';
import { createOrganizationBody } from '../../shared/schemas/organizations.ts';
import { DEFAULT_TIME_ZONE } from '../../shared/time-zones.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';
import { useCan } from '../providers/useCan.ts';
import { organizationCreatePayload } from './organizationPayload.ts';
import { OrganizationInputs } from './OrganizationInputs.tsx';

const validateOrganization = zodFormValidator(createOrganizationBody);

export function OrganizationCreate() {
  const can = useCan();
  return (
    <Create
      title="organizations.create.title"
      redirect="edit"
      transform={(values: Record<string, unknown>) => organizationCreatePayload(values, can)}
    >
      <SimpleForm
        validate={validateOrganization}
        defaultValues={{ kind: 'developer', currency: 'AED', status: 'active', time_zone: DEFAULT_TIME_ZONE }}
        noValidate
      >
        <OrganizationInputs mode="create" />
      </SimpleForm>
    </Create>
  );
}
