// The bell in the app bar: the unread count (GET notifications?unread=true, polled), a menu of the
// recent ones (a mention or assignment opens its lead), mark one read, or all.
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, Button, IconButton, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppNotification } from '../../../shared/account.ts';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import { useFormatDateTime } from '../../i18n/useFormatDateTime.ts';
import { useApi } from '../../providers/useApi.ts';
import { useCan } from '../../providers/useCan.ts';
import { crmKeys, POLL_MS } from '../crmApi.ts';

interface NotificationList {
  data: AppNotification[];
  meta?: { total?: number };
}

export function NotificationsBell() {
  const translate = useTranslate();
  const api = useApi();
  const can = useCan();
  const navigate = useNavigate();
  const notifyError = useNotifyError();
  const formatDateTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signedIn = can('account');

  const unread = useQuery({
    queryKey: [...crmKeys.notifications, 'unread'],
    queryFn: async () => {
      const answer = await api.call<NotificationList>({ path: 'notifications', data: { unread: 'true', per_page: 1 } });
      return answer.meta?.total ?? answer.data.length;
    },
    enabled: signedIn,
    refetchInterval: POLL_MS,
  });
  const recent = useQuery({
    queryKey: [...crmKeys.notifications, 'recent'],
    queryFn: async () => (await api.call<NotificationList>({ path: 'notifications', data: { per_page: 10 } })).data,
    enabled: signedIn && anchor !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: crmKeys.notifications });

  const markRead = async (notification: AppNotification) => {
    if (notification.read_at) return;
    try {
      await api.call({ method: 'PATCH', path: ['notifications', notification.id, 'read'] });
      await refresh();
    } catch (error) {
      notifyError(error);
    }
  };
  const readAll = async () => {
    try {
      await api.call({ method: 'POST', path: 'notifications/read-all' });
      await refresh();
    } catch (error) {
      notifyError(error);
    }
  };
  const open = async (notification: AppNotification) => {
    await markRead(notification);
    const leadId = notification.data?.lead_id;
    if (typeof leadId === 'number' || typeof leadId === 'string') {
      setAnchor(null);
      navigate(`/crm/leads/${leadId}`);
    }
  };

  if (!signedIn) return null;
  const count = unread.data ?? 0;
  return (
    <>
      <Tooltip title={translate('crm.notifications.title')}>
        <IconButton
          color="inherit"
          aria-label={translate('crm.notifications.bell', { smart_count: count })}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            void refresh();
          }}
        >
          <Badge badgeContent={count} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { width: 360 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
          <Typography variant="subtitle1" sx={{ flex: 1 }}>
            {translate('crm.notifications.title')}
          </Typography>
          <Button size="small" disabled={count === 0} onClick={() => void readAll()}>
            {translate('crm.notifications.read_all')}
          </Button>
        </Box>
        {(recent.data ?? []).length === 0 && <MenuItem disabled>{translate('crm.notifications.empty')}</MenuItem>}
        {(recent.data ?? []).map((notification) => (
          <MenuItem
            key={notification.id}
            onClick={() => void open(notification)}
            sx={{ whiteSpace: 'normal', fontWeight: notification.read_at ? 'normal' : 'bold' }}
          >
            <ListItemText
              primary={notification.title}
              secondary={`${notification.body ? `${notification.body} · ` : ''}${formatDateTime(notification.created_at) ?? ''}`}
              slotProps={{ primary: { sx: { fontWeight: notification.read_at ? 'normal' : 'bold' } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
