// `/auth/users/:id` (super admin only, users.show; see users/index.tsx): who the user is, his
// memberships with an enable/disable switch per organization, and the devices he is signed in with.
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { isNotFound } from '../errors/isNotFound.ts';
import { useServerAction } from '../forms/useServerAction.ts';
import { PhoneText } from '../layout/PhoneText.tsx';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { useCan } from '../providers/useCan.ts';
import { UserDevices } from './UserDevices.tsx';
import { UserMemberships } from './UserMemberships.tsx';
import { fetchUser, toggleMembership, userQueryKeys } from './usersApi.ts';

export function UserShow() {
  const translate = useTranslate();
  const can = useCan();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const validId = Number.isSafeInteger(id) && id > 0;
  const user = useQuery({ queryKey: userQueryKeys.one(id), queryFn: () => fetchUser(id), enabled: validId });
  const { run, pending } = useServerAction();

  if (!validId || isNotFound(user.error)) return <NotFoundPage />;
  if (!user.data) return <QueryFallback error={user.error} />;
  const record = user.data;

  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <Title title={<span>{record.full_name}</span>} />
      <Typography variant="h5" component="h1">
        {record.full_name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {record.email}
        {record.phone && (
          <>
            {' · '}
            <PhoneText phone={record.phone} />
          </>
        )}
      </Typography>
      <Chip
        size="small"
        sx={{ mb: 2 }}
        color={record.has_enabled_two_factor_auth ? 'success' : 'default'}
        label={translate(record.has_enabled_two_factor_auth ? 'users.show.two_factor_on' : 'users.show.two_factor_off')}
      />
      <Card component="section" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('users.show.memberships')}
          </Typography>
          <UserMemberships
            user={record}
            canToggle={can('organizations.members.manage')}
            busy={pending}
            onToggle={(membership) =>
              void run(() => toggleMembership(membership.organization_id, record.id, membership.updated_at), {
                success: membership.enabled ? 'users.show.disabled_in' : 'users.show.enabled_in_done',
                successArgs: { organization: membership.organization_name },
                afterwards: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.one(record.id) }),
              })
            }
          />
        </CardContent>
      </Card>
      <Card component="section">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('users.show.devices')}
          </Typography>
          <UserDevices devices={record.devices} />
        </CardContent>
      </Card>
    </Box>
  );
}
