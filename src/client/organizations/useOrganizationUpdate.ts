// Saves changes to the organization (PATCH auth/organizations/{id}) through react-admin's update,
// so the page's record (cached by react-admin) shows the answer at once. Pessimistic: the
// server's verdict (a 422, a 409) comes back to the caller.
import { useCallback } from 'react';
import { useUpdate } from 'react-admin';
import type { UpdateOrganizationBody } from '../../shared/schemas/organizations.ts';
import type { Organization } from './organizationTypes.ts';

export function useOrganizationUpdate(organization: Organization): (changes: UpdateOrganizationBody) => Promise<unknown> {
  const [update] = useUpdate<Organization>();
  return useCallback(
    (changes: UpdateOrganizationBody) =>
      update(
        'auth/organizations',
        { id: organization.id, data: changes, previousData: organization },
        { mutationMode: 'pessimistic', returnPromise: true },
      ),
    [update, organization],
  );
}
