// Inviting someone who already has an account: search people by name or email (debounced,
// GET auth/invite/{orgId}/search), pick a role, invite one (POST auth/invite/{orgId}/{userId}).
import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Role } from '../../../shared/roles.ts';
import { useDebouncedValue } from '../../forms/useDebouncedValue.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { organizationQueryKeys } from '../organizationQueryKeys.ts';
import type { Organization } from '../organizationTypes.ts';
import { rolesForKind } from '../roleChoices.ts';
import { inviteUser, searchInviteCandidates } from './invitationsApi.ts';

/** The server lists nobody for shorter searches. */
const MIN_SEARCH = 2;
const SEARCH_DELAY_MS = 300;

export function InviteExistingUser({ organization, onInvited }: { organization: Organization; onInvited: () => unknown }) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role>(rolesForKind(organization.kind).at(-1)!);
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const candidates = useQuery({
    queryKey: organizationQueryKeys.inviteCandidates(organization.id, term),
    queryFn: () => searchInviteCandidates(organization.id, term),
    enabled: term.length >= MIN_SEARCH,
  });
  const { run, pending } = useServerAction();

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          label={translate('organizations.invitations.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ flex: '1 1 260px' }}
        />
        <TextField
          select
          size="small"
          label={translate('organizations.invitations.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          slotProps={{ select: { native: true } }}
        >
          {rolesForKind(organization.kind).map((choice) => (
            <option key={choice} value={choice}>
              {translate(`roles.${choice}`)}
            </option>
          ))}
        </TextField>
      </Box>
      {term.length >= MIN_SEARCH &&
        (candidates.data ? (
          candidates.data.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {translate('organizations.invitations.no_candidates')}
            </Typography>
          ) : (
            <List dense aria-label={translate('organizations.invitations.candidates')}>
              {candidates.data.map((candidate) => (
                <ListItem key={candidate.id} divider>
                  <ListItemText primary={candidate.full_name} secondary={candidate.email} />
                  <Button
                    size="small"
                    disabled={pending || candidate.invited}
                    aria-label={translate('organizations.invitations.invite_label', { name: candidate.full_name })}
                    onClick={() =>
                      void run(() => inviteUser(organization.id, candidate.id, role), {
                        success: 'organizations.invitations.sent',
                        successArgs: { email: candidate.email },
                        afterwards: () => Promise.all([onInvited(), candidates.refetch()]),
                      })
                    }
                  >
                    {translate(candidate.invited ? 'organizations.invitations.already_invited' : 'organizations.invitations.invite')}
                  </Button>
                </ListItem>
              ))}
            </List>
          )
        ) : (
          <Box sx={{ mt: 1 }}>
            <QueryFallback error={candidates.error} />
          </Box>
        ))}
    </Box>
  );
}
