// The profile tab: full name, email and phone (PATCH auth/profile). The answer is the profile as
// now stored, which the session takes over so the app bar's name follows.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, useNotify } from 'react-admin';
import { profileBody } from '../../shared/schemas/account.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';
import { applyProfile } from '../providers/session.ts';
import { accountQueryKeys, fetchProfile, updateProfile } from './accountApi.ts';
import { SettingsSection } from './SettingsSection.tsx';

const validateProfile = zodFormValidator(profileBody);

interface ProfileValues {
  full_name: string;
  email: string;
  phone: string | null;
}

export function ProfileSettings() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: accountQueryKeys.profile, queryFn: fetchProfile });

  const submit = useFormSubmission(async (values: Partial<ProfileValues>) => {
    const saved = await updateProfile(profileBody.parse({ full_name: values.full_name, email: values.email, phone: values.phone }), profile.data?.updated_at);
    applyProfile(saved);
    queryClient.setQueryData(accountQueryKeys.profile, saved);
    // react-admin's user menu shows the identity it cached: ask it again.
    await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    notify('account.profile.saved', { type: 'success' });
  });

  return (
    <SettingsSection titleKey="account.profile.title">
      {profile.data ? (
        <Form record={profile.data} onSubmit={submit} validate={validateProfile} noValidate>
          <TextInput source="full_name" label="account.profile.full_name" autoComplete="name" helperText={false} />
          <TextInput source="email" type="email" label="account.profile.email" autoComplete="email" helperText={false} />
          <TextInput source="phone" type="tel" label="account.profile.phone" autoComplete="tel" helperText={false} />
          <SaveButton label="account.profile.save" sx={{ mt: 1 }} />
        </Form>
      ) : (
        <QueryFallback error={profile.error} />
      )}
    </SettingsSection>
  );
}
