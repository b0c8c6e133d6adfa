// Inviting someone by email with a role of the organization's kind (POST auth/invite/{orgId});
// the server mails the link. After a successful invitation the form starts afresh.
import { SendIcon } from '../../layout/directionalIcons.tsx';
import { Box } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, SelectInput, TextInput, useNotify } from 'react-admin';
import { inviteByEmailBody } from '../../../shared/schemas/invitations.ts';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import type { Organization } from '../organizationTypes.ts';
import { roleChoicesForKind, rolesForKind } from '../roleChoices.ts';
import { inviteByEmail } from './invitationsApi.ts';

const validateInvite = zodFormValidator(inviteByEmailBody);

export function InviteByEmailForm({ organization, onInvited }: { organization: Organization; onInvited: () => unknown }) {
  const notify = useNotify();
  // A new key mounts a fresh, empty form.
  const [formKey, setFormKey] = useState(0);
  const submit = useFormSubmission(async (values: Record<string, unknown>) => {
    const body = inviteByEmailBody.parse(values);
    await inviteByEmail(organization.id, body.email, body.role);
    notify('organizations.invitations.sent', { type: 'success', messageArgs: { email: body.email } });
    setFormKey((key) => key + 1);
    await onInvited();
  });

  return (
    <Form
      key={formKey}
      onSubmit={submit}
      validate={validateInvite}
      defaultValues={{ role: rolesForKind(organization.kind).at(-1) }}
      noValidate
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextInput source="email" type="email" label="organizations.invitations.email" helperText={false} sx={{ flex: '1 1 260px' }} />
        <SelectInput
          source="role"
          label="organizations.invitations.role"
          choices={roleChoicesForKind(organization.kind)}
          isRequired
          helperText={false}
          sx={{ minWidth: 180 }}
        />
        <SaveButton label="organizations.invitations.send" icon={<SendIcon />} sx={{ mt: 1 }} />
      </Box>
    </Form>
  );
}
