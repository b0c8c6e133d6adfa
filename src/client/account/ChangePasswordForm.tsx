// Changing the password with the current one (PATCH auth/change-password). The server signs the
// other devices out, so their list is asked again; the form empties after success.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, SaveButton, TextInput, useNotify } from 'react-admin';
import { changePasswordBody, type ChangePasswordBody } from '../../shared/schemas/account.ts';
import { NewPasswordInputs } from '../forms/NewPasswordInputs.tsx';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';
import { accountQueryKeys, changePassword } from './accountApi.ts';
import { SettingsSection } from './SettingsSection.tsx';

const validatePasswords = zodFormValidator(changePasswordBody);

export function ChangePasswordForm() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  // Bumped after a change: a new form, empty, instead of the old passwords left in the fields.
  const [formKey, setFormKey] = useState(0);

  const submit = useFormSubmission(async (values: Partial<ChangePasswordBody>) => {
    await changePassword(changePasswordBody.parse(values));
    notify('account.password.changed', { type: 'success' });
    setFormKey((key) => key + 1);
    await queryClient.invalidateQueries({ queryKey: accountQueryKeys.devices });
  });

  return (
    <SettingsSection titleKey="account.password.title" descriptionKey="account.password.description">
      <Form key={formKey} onSubmit={submit} validate={validatePasswords} noValidate>
        <TextInput
          source="current_password"
          type="password"
          label="account.password.current_password"
          autoComplete="current-password"
          helperText={false}
        />
        <NewPasswordInputs passwordLabel="account.password.password" confirmationLabel="account.password.password_confirmation" />
        <SaveButton label="account.password.submit" sx={{ mt: 1 }} />
      </Form>
    </SettingsSection>
  );
}
