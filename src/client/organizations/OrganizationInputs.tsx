// The organization form's inputs, shared by create and the overview's edit. Who sees what follows
// docs/permissions.md: everyone who may edit has the profile fields; the kind is chosen once, at
// creation; status, registration data and currency are the super admin's (organizations.edit),
// except that whoever creates an organization gives its registration data.
import { Box } from '@mui/material';
import { DateInput, SelectInput, TextInput } from 'react-admin';
import { ORGANIZATION_KINDS, SETTABLE_ORGANIZATION_STATUSES } from '../../shared/roles.ts';
import { CountryInput } from '../forms/CountryInput.tsx';
import { TimeZoneInput } from '../forms/TimeZoneInput.tsx';
import { useCan } from '../providers/useCan.ts';

const field = (name: string) => `resources.auth/organizations.fields.${name}`;

/** `statusEditable` is false while a signup's review holds the status (rejected, changes requested). */
export function OrganizationInputs({ mode, statusEditable = true }: { mode: 'create' | 'edit'; statusEditable?: boolean }) {
  const can = useCan();
  const superAdmin = can('organizations.edit');
  const registration = mode === 'create' || superAdmin;
  // Only a super admin creates platform organizations.
  const kinds = ORGANIZATION_KINDS.filter((kind) => superAdmin || kind !== 'platform');

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
      <TextInput source="name" label={field('name')} helperText={false} />
      {mode === 'create' && (
        <SelectInput
          source="kind"
          label={field('kind')}
          choices={kinds.map((kind) => ({ id: kind, name: `organizations.kinds.${kind}` }))}
          isRequired
          helperText={false}
        />
      )}
      {superAdmin && statusEditable && (
        <SelectInput
          source="status"
          label={field('status')}
          choices={SETTABLE_ORGANIZATION_STATUSES.map((status) => ({ id: status, name: `organizations.statuses.${status}` }))}
          isRequired
          helperText={false}
        />
      )}
      {registration && <TextInput source="trade_license_number" label={field('trade_license_number')} helperText={false} />}
      {registration && <DateInput source="trade_license_expiry" label={field('trade_license_expiry')} helperText={false} />}
      {registration && <TextInput source="currency" label={field('currency')} helperText={false} />}
      <CountryInput source="country" label={field('country')} />
      <TextInput source="city" label={field('city')} helperText={false} />
      <TextInput source="address" label={field('address')} helperText={false} />
      <TextInput source="phone" type="tel" label={field('phone')} helperText={false} />
      <TextInput source="email" type="email" label={field('email')} helperText={false} />
      <TimeZoneInput source="time_zone" label={field('time_zone')} />
    </Box>
  );
}
