// The organization's logo (or its initial when it has none), shown from an object URL.
import { Avatar, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Organization } from '../organizationTypes.ts';
import { useOrganizationLogo } from './useOrganizationLogo.ts';

export function OrganizationLogo({ organization, size = 48 }: { organization: Organization; size?: number }) {
  const translate = useTranslate();
  const url = useOrganizationLogo(organization);
  if (!url) {
    return (
      <Avatar variant="rounded" sx={{ width: size, height: size, bgcolor: 'primary.main' }}>
        {organization.name.slice(0, 1).toUpperCase()}
      </Avatar>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={translate('organizations.logo.alt', { name: organization.name })}
      sx={{ width: size, height: size, objectFit: 'contain', borderRadius: 1, flexShrink: 0 }}
    />
  );
}
