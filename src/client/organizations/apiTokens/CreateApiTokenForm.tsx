// Creating an organization API token: a name, its abilities (`*` or matrix actions the
// organization's admin role holds) and an optional expiry. Validated with the server's schema.
import KeyIcon from '@mui/icons-material/Key';
import { Box } from '@mui/material';
import { useState } from 'react';
import { DateInput, Form, SaveButton, SelectArrayInput, TextInput } from 'react-admin';
import { apiTokenBody } from '../../../shared/schemas/organizations.ts';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import type { CreatedApiToken, Organization } from '../organizationTypes.ts';
import { createApiToken } from './apiTokensApi.ts';
import { ALL_ABILITIES, abilityChoicesFor, normalizeAbilities } from './tokenAbilities.ts';

const validateToken = zodFormValidator(apiTokenBody);

interface TokenValues {
  name?: string;
  abilities?: string[];
  expires_at?: string | null;
}

export function CreateApiTokenForm({
  organization,
  onCreated,
}: {
  organization: Organization;
  onCreated: (token: CreatedApiToken) => unknown;
}) {
  const [formKey, setFormKey] = useState(0);
  const choices = abilityChoicesFor(organization.kind).map((ability) => ({
    id: ability,
    name: ability === ALL_ABILITIES ? 'organizations.api_tokens.all_abilities' : ability,
  }));
  const submit = useFormSubmission(async (values: TokenValues) => {
    const created = await createApiToken(organization.id, {
      name: (values.name ?? '').trim(),
      abilities: normalizeAbilities(values.abilities ?? []),
      expires_at: values.expires_at || null,
    });
    setFormKey((key) => key + 1);
    await onCreated(created);
  });

  return (
    <Form key={formKey} onSubmit={submit} validate={validateToken} defaultValues={{ abilities: [ALL_ABILITIES] }} noValidate>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <TextInput source="name" label="organizations.api_tokens.name" helperText={false} />
        <SelectArrayInput
          source="abilities"
          label="organizations.api_tokens.abilities"
          choices={choices}
          translateChoice
          helperText={false}
        />
        <DateInput source="expires_at" label="organizations.api_tokens.expires_at" helperText="organizations.api_tokens.expires_hint" />
      </Box>
      <SaveButton label="organizations.api_tokens.create" icon={<KeyIcon />} />
    </Form>
  );
}
