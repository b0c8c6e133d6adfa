// Step 1: the company, its trade licence (checked live) and the contact person who will become
// its admin once a super admin approves the signup. Sending it creates the pending organization
// (or, with the uuid of a signup whose last step this is, corrects it).
import { Box } from '@mui/material';
import { DateInput, Form, SaveButton, SelectInput, TextInput } from 'react-admin';
import { companyDataBody } from '../../shared/schemas/signup.ts';
import { SIGNUP_KINDS, type SignupKind, type SignupSource } from '../../shared/signup.ts';
import { CountryInput } from '../forms/CountryInput.tsx';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { sendCompanyData, type SignupProgress, type SignupState } from './signupApi.ts';
import { stepValidator } from './signupSteps.ts';
import { TradeLicenseInput } from './TradeLicenseInput.tsx';

const validateCompany = stepValidator(companyDataBody);
const label = (name: string) => `signup.fields.${name}`;

interface CompanyDataStepProps {
  source: SignupSource;
  uuid: string | null;
  kind: SignupKind;
  initial?: SignupState['company_data'];
  onKindChange: (kind: SignupKind) => void;
  onSaved: (progress: SignupProgress) => unknown;
}

export function CompanyDataStep({ source, uuid, kind, initial, onKindChange, onSaved }: CompanyDataStepProps) {
  const submit = useFormSubmission(async (values: Record<string, unknown>) => {
    const body = companyDataBody.parse({ ...values, source, kind: values.kind ?? kind, ...(uuid ? { uuid } : {}) });
    await onSaved(await sendCompanyData(body));
  });

  return (
    <Form onSubmit={submit} validate={validateCompany} defaultValues={{ ...initial, source, kind }} noValidate>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <SelectInput
          source="kind"
          label={label('kind')}
          choices={SIGNUP_KINDS.map((choice) => ({ id: choice, name: `organizations.kinds.${choice}` }))}
          onChange={(event) => onKindChange(event.target.value as SignupKind)}
          disabled={uuid !== null}
          helperText={false}
        />
        <TextInput source="company_name" label={label('company_name')} helperText={false} />
        <TradeLicenseInput uuid={uuid} />
        <DateInput source="trade_license_expiry" label={label('trade_license_expiry')} helperText={false} />
        <CountryInput source="country" label={label('country')} />
        <TextInput source="city" label={label('city')} helperText={false} />
        <TextInput source="address" label={label('address')} helperText={false} />
        <TextInput source="phone" type="tel" label={label('phone')} helperText={false} />
        <TextInput source="email" type="email" label={label('email')} helperText={false} />
        <TextInput source="contact_full_name" label={label('contact_full_name')} helperText="signup.fields.contact_hint" />
        <TextInput source="contact_email" type="email" label={label('contact_email')} helperText={false} />
      </Box>
      <SaveButton label="signup.next" alwaysEnable={initial !== undefined} />
    </Form>
  );
}
