// A new password and its confirmation, as every form that sets one asks them: registration, a
// reset, the account's change and a member created with a password. The password rules show under
// the first; the browser is told both are a new password.
import { TextInput } from 'react-admin';

interface NewPasswordInputsProps {
  passwordLabel: string;
  confirmationLabel: string;
  autoFocus?: boolean;
}

export function NewPasswordInputs({ passwordLabel, confirmationLabel, autoFocus }: NewPasswordInputsProps) {
  return (
    <>
      <TextInput
        source="password"
        type="password"
        label={passwordLabel}
        autoComplete="new-password"
        autoFocus={autoFocus}
        helperText="auth.password_rules"
      />
      <TextInput source="password_confirmation" type="password" label={confirmationLabel} autoComplete="new-password" helperText={false} />
    </>
  );
}
