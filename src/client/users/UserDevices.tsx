// The devices (sign-in tokens) a user is signed in with, as his page lists them.
import DevicesIcon from '@mui/icons-material/Devices';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../i18n/useFormatDateTime.ts';
import type { UserDevice } from './userTypes.ts';

export function UserDevices({ devices }: { devices: UserDevice[] }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  if (devices.length === 0) return <Typography color="text.secondary">{translate('users.show.no_devices')}</Typography>;
  return (
    <List aria-label={translate('users.show.devices')} disablePadding>
      {devices.map((device) => (
        <ListItem key={device.id} divider sx={{ px: 0 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <DevicesIcon />
          </ListItemIcon>
          <ListItemText
            primary={device.name}
            secondary={translate('users.show.device_details', {
              last_used: formatDateTime(device.last_used_at) ?? translate('users.never'),
              created: formatDateTime(device.created_at) ?? '—',
            })}
          />
        </ListItem>
      ))}
    </List>
  );
}
