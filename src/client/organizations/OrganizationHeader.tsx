// The organization page's heading: logo, name, kind and status, and the super admin's status
// and delete buttons (approving a completed signup is done beside its registration, in the overview).
import { Box, Stack, Typography } from '@mui/material';
import { OrganizationKindChip, OrganizationStatusChip } from './OrganizationChips.tsx';
import type { Organization } from './organizationTypes.ts';
import { OrganizationLogo } from './logo/OrganizationLogo.tsx';
import { DeleteOrganizationButton } from './overview/DeleteOrganizationButton.tsx';
import { OrganizationStatusActions } from './overview/OrganizationStatusActions.tsx';
import { approvesInRegistration } from './overview/registration.ts';

export function OrganizationHeader({ organization }: { organization: Organization }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <OrganizationLogo organization={organization} />
      <Box sx={{ flex: '1 1 240px' }}>
        <Typography variant="h5" component="h1">
          {organization.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          <OrganizationKindChip kind={organization.kind} />
          <OrganizationStatusChip status={organization.status} />
        </Stack>
      </Box>
      <OrganizationStatusActions organization={organization} except={approvesInRegistration(organization) ? 'approve' : undefined} />
      <DeleteOrganizationButton organization={organization} />
    </Box>
  );
}
