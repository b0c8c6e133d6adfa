// Saves changes to the organization (PATCH auth/organizations/{id}) through react-admin's update,
// so the page's record (cached by react-admin) shows the answer at once. Pessimistic: the
// server's verdict (a 422, a 409) comes back to the caller. A saved time zone and country of one
// of the user's organizations go into the session at once, so times and phones follow them.
import { useCallback } from 'react';
import { useUpdate } from 'react-admin';
import type { UpdateOrganizationBody } from '../../shared/schemas/organizations.ts';
import { updateSessionOrganization } from '../providers/session.ts';
import type { Organization } from './organizationTypes.ts';

export function useOrganizationUpdate(organization: Organization): (changes: UpdateOrganizationBody) => Promise<unknown> {
  const [update] = useUpdate<Organization>();
  return useCallback(
    async (changes: UpdateOrganizationBody) => {
      const saved = await update(
        'auth/organizations',
        { id: organization.id, data: changes, previousData: organization },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      if (saved?.time_zone) updateSessionOrganization(saved.id, { time_zone: saved.time_zone, country: saved.country });
      return saved;
    },
    [update, organization],
  );
}
