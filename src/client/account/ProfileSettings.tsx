// The profile tab: full name, email and phone (PATCH auth/profile). A new email asks for the
// current password and changes only once the link mailed to it is followed (the notice says so).
// The answer is the profile as now stored, which the session takes over so the app bar's name follows.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Form, SaveButton, TextInput, useNotify } from 'react-admin';
import { profileBody } from '../../shared/schemas/account.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';
import { applyProfile } from '../providers/session.ts';
import { accountQueryKeys, fetchProfile, updateProfile } from './accountApi.ts';
import { EmailVerificationNotice } from './EmailVerificationNotice.tsx';
import { SettingsSection } from './SettingsSection.tsx';

const validateProfile = zodFormValidator(profileBody);

interface ProfileValues {
  full_name: string;
  email: string;
  phone: string | null;
  current_password?: string;
}

const sameAddress = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/** Asked only while the typed email is another address than the account's. */
function CurrentPasswordForEmail({ email }: { email: string }) {
  const typed = useWatch<ProfileValues, 'email'>({ name: 'email' });
  if (sameAddress(typed, email)) return null;
  return (
    <TextInput
      source="current_password"
      type="password"
      label="account.profile.current_password"
      autoComplete="current-password"
      helperText="account.profile.current_password_help"
    />
  );
}

export function ProfileSettings() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: accountQueryKeys.profile, queryFn: fetchProfile });

  const submit = useFormSubmission(async (values: Partial<ProfileValues>) => {
    const changesAddress = profile.data !== undefined && !sameAddress(values.email, profile.data.email);
    const saved = await updateProfile(
      profileBody.parse({
        full_name: values.full_name,
        email: values.email,
        phone: values.phone,
        ...(changesAddress ? { current_password: values.current_password ?? '' } : {}),
      }),
      profile.data?.updated_at,
    );
    applyProfile(saved);
    queryClient.setQueryData(accountQueryKeys.profile, saved);
    // react-admin's user menu shows the identity it cached: ask it again.
    await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    notify(changesAddress ? 'account.profile.email_link_sent' : 'account.profile.saved', {
      type: 'success',
      messageArgs: { email: values.email },
    });
  });

  return (
    <SettingsSection titleKey="account.profile.title">
      <EmailVerificationNotice />
      {profile.data ? (
        // Keyed by the version: a saved profile (the email back to the stored one) starts the form anew.
        <Form key={profile.data.updated_at} record={profile.data} onSubmit={submit} validate={validateProfile} noValidate>
          <TextInput source="full_name" label="account.profile.full_name" autoComplete="name" helperText={false} />
          <TextInput source="email" type="email" label="account.profile.email" autoComplete="email" helperText={false} />
          <CurrentPasswordForEmail email={profile.data.email} />
          <TextInput source="phone" type="tel" label="account.profile.phone" autoComplete="tel" helperText={false} />
          <SaveButton label="account.profile.save" sx={{ mt: 1 }} />
        </Form>
      ) : (
        <QueryFallback error={profile.error} />
      )}
    </SettingsSection>
  );
}
