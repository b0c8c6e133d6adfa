// Creating a user straight into the organization (POST auth/users/{orgId}) with a role of the
// organization's kind and a first password; the server's 422 (a taken email…) shows per field.
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { createMemberBody, type CreateMemberBody } from '../../../shared/schemas/organizations.ts';
import { NewPasswordInputs } from '../../forms/NewPasswordInputs.tsx';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import type { Organization } from '../organizationTypes.ts';
import { roleChoicesForKind, rolesForKind } from '../roleChoices.ts';
import { createMember } from './membersApi.ts';

const validateMember = zodFormValidator(createMemberBody);
const label = (name: string) => `organizations.members.form.${name}`;

export function CreateMemberDialog({ organization, onCreated }: { organization: Organization; onCreated: () => unknown }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const submit = useFormSubmission(async (values: Record<string, unknown>) => {
    await createMember(organization.id, createMemberBody.parse(values) as CreateMemberBody);
    notify('organizations.members.created', { type: 'success', messageArgs: { name: String(values.full_name) } });
    setOpen(false);
    await onCreated();
  });

  return (
    <>
      <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {translate('organizations.members.create')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="create-member-title">
        <DialogTitle id="create-member-title">{translate('organizations.members.create')}</DialogTitle>
        <DialogContent>
          <Form
            onSubmit={submit}
            validate={validateMember}
            defaultValues={{ role: rolesForKind(organization.kind)[1] ?? rolesForKind(organization.kind)[0] }}
            noValidate
          >
            <TextInput source="full_name" label={label('full_name')} autoComplete="off" helperText={false} />
            <TextInput source="email" type="email" label={label('email')} autoComplete="off" helperText={false} />
            <TextInput source="phone" type="tel" label={label('phone')} helperText={false} />
            <SelectInput
              source="role"
              label={label('role')}
              choices={roleChoicesForKind(organization.kind)}
              isRequired
              helperText={false}
            />
            <NewPasswordInputs passwordLabel={label('password')} confirmationLabel={label('password_confirmation')} />
            <SaveButton label={label('submit')} icon={<PersonAddIcon />} />
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
