// The devices signed in to the account (GET auth/devices): name, last use, and which one is this
// browser. Signing one out revokes its token; signing out this one is a sign-out.
import DevicesIcon from '@mui/icons-material/Devices';
import { Button, Chip, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import type { Device } from '../../shared/account.ts';
import { useNotifyError } from '../errors/useNotifyError.ts';
import { useFormatDateTime } from '../i18n/useFormatDateTime.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { accountQueryKeys, fetchDevices, revokeDevice } from './accountApi.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function DevicesList() {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const devices = useQuery({ queryKey: accountQueryKeys.devices, queryFn: fetchDevices });
  const [revoking, setRevoking] = useState<number | null>(null);

  const revoke = async (device: Device) => {
    setRevoking(device.id);
    try {
      await revokeDevice(device.id);
      if (device.current) {
        // This browser's token is gone: leave as a sign-out does.
        await logout();
        return;
      }
      notify('account.devices.revoked', { type: 'success', messageArgs: { device: device.device_name } });
      await queryClient.invalidateQueries({ queryKey: accountQueryKeys.devices });
    } catch (error) {
      notifyError(error);
    } finally {
      setRevoking(null);
    }
  };

  return (
    <SettingsSection titleKey="account.devices.title" descriptionKey="account.devices.description">
      {devices.isSuccess ? (
        <List aria-label={translate('account.devices.title')} disablePadding>
          {devices.data.map((device) => (
            <ListItem key={device.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <DevicesIcon />
              </ListItemIcon>
              <ListItemText
                primary={device.device_name}
                secondary={translate('account.devices.last_used', {
                  date: formatDateTime(device.last_used_at) ?? translate('account.devices.never_used'),
                })}
                sx={{ flex: '1 1 200px' }}
              />
              {device.current && <Chip size="small" color="primary" label={translate('account.devices.current')} />}
              <Button
                size="small"
                color="error"
                disabled={revoking !== null}
                onClick={() => void revoke(device)}
                aria-label={translate('account.devices.revoke_label', { device: device.device_name })}
              >
                {translate('account.devices.revoke')}
              </Button>
            </ListItem>
          ))}
        </List>
      ) : (
        <QueryFallback error={devices.error} />
      )}
    </SettingsSection>
  );
}
