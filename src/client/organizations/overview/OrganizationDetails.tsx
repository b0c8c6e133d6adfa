// The organization's data, read-only (the sales manager's overview, and the counts for everyone).
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PhoneText } from '../../layout/PhoneText.tsx';
import { useFormatDate } from '../../inventory/common/useFormatDate.ts';
import { useCountryName } from '../../i18n/countryNames.ts';
import type { Organization } from '../organizationTypes.ts';

const DETAIL_FIELDS = [
  'trade_license_number',
  'trade_license_expiry',
  'country',
  'city',
  'address',
  'phone',
  'email',
  'currency',
  'time_zone',
  'signup_source',
] as const;

export function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Typography>
    </Box>
  );
}

export function OrganizationDetails({ organization }: { organization: Organization }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const countryName = useCountryName();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, gap: 2, m: 0 }}>
      {DETAIL_FIELDS.map((name) => (
        <Detail
          key={name}
          label={translate(`resources.auth/organizations.fields.${name}`)}
          value={
            name === 'trade_license_expiry'
              ? formatDate(organization[name])
              : name === 'country'
                ? countryName(organization.country)
                : name === 'phone'
                  ? organization.phone && <PhoneText phone={organization.phone} />
                  : organization[name]
          }
        />
      ))}
    </Box>
  );
}

export function OrganizationCountsLine({ organization }: { organization: Organization }) {
  const translate = useTranslate();
  if (!organization.counts) return null;
  return (
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      {translate('organizations.overview.counts', { ...organization.counts })}
    </Typography>
  );
}
