// The organization an inventory report reads (docs/product.md "Reports"): the developer admin's own;
// the sales manager picks one of his assigned developer organizations or reads them all; the super
// admin must pick one. Sent as `developer_organization_id`, the units list's filter.
import { useState } from 'react';
import type { Option } from '../../shared/api.ts';
import { useCan } from '../providers/useCan.ts';
import { useSession } from '../providers/useSession.ts';

export function useInventoryScope() {
  const can = useCan();
  const session = useSession();
  const [organization, setOrganization] = useState<Option | null>(null);
  // Platform staff list organizations (organizations.list) and pick among them.
  const picks = can('organizations.list');
  // A super admin has no inventory of his own: nothing to read until he picks.
  const mustPick = picks && session.accessType === 'super_admin';
  return {
    picks,
    organization,
    setOrganization,
    blocked: mustPick && organization === null,
    query: { developer_organization_id: organization ? Number(organization.value) : undefined },
  };
}
