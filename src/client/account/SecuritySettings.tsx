// The security tab: password, two-factor authentication, signed-in devices.
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { DevicesList } from './DevicesList.tsx';
import { TwoFactorSettings } from './TwoFactorSettings.tsx';

export function SecuritySettings() {
  return (
    <>
      <ChangePasswordForm />
      <TwoFactorSettings />
      <DevicesList />
    </>
  );
}
