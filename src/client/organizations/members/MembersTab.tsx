// The members tab: the organization's members a page at a time; those who manage members
// (organizations.members.manage) change roles, enable/disable, remove and create users.
import { Box, Card, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useServerAction } from '../../forms/useServerAction.ts';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { useCan } from '../../providers/useCan.ts';
import type { OrganizationTabProps } from '../OrganizationPage.tsx';
import { organizationQueryKeys } from '../organizationQueryKeys.ts';
import { CreateMemberDialog } from './CreateMemberDialog.tsx';
import { MemberRow } from './MemberRow.tsx';
import { changeMemberRole, fetchMembers, removeMember, toggleMember } from './membersApi.ts';

const PER_PAGE_OPTIONS = [10, 25, 50, 100];

export function MembersTab({ organization }: OrganizationTabProps) {
  const translate = useTranslate();
  const can = useCan();
  const manage = can('organizations.members.manage');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const members = useQuery({
    queryKey: organizationQueryKeys.members(organization.id, page + 1, perPage),
    queryFn: () => fetchMembers(organization.id, page + 1, perPage),
    placeholderData: keepPreviousData,
  });
  const { run, pending } = useServerAction();

  // Members change the organization's counts too.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organizationQueryKeys.membersPrefix(organization.id) }),
      queryClient.invalidateQueries({ queryKey: ['auth/organizations'] }),
    ]);

  return (
    <Card>
      {manage && (
        <Box sx={{ p: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <CreateMemberDialog organization={organization} onCreated={refresh} />
        </Box>
      )}
      {members.data ? (
        <>
          <Table size="small" aria-label={translate('organizations.members.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('organizations.members.columns.name')}</TableCell>
                <TableCell>{translate('organizations.members.columns.email')}</TableCell>
                <TableCell>{translate('organizations.members.columns.role')}</TableCell>
                <TableCell>{translate('organizations.members.columns.enabled')}</TableCell>
                <TableCell>{translate('organizations.members.columns.last_login')}</TableCell>
                {manage && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {members.data.data.map((member) => {
                const args = { name: member.full_name };
                return (
                  <MemberRow
                    key={member.id}
                    member={member}
                    kind={organization.kind}
                    manage={manage}
                    busy={pending}
                    onRole={(role) =>
                      void run(() => changeMemberRole(organization.id, member.id, role, member.updated_at), {
                        success: 'organizations.members.role_changed',
                        successArgs: { ...args, role: translate(`roles.${role}`) },
                        afterwards: refresh,
                      })
                    }
                    onToggle={() =>
                      void run(() => toggleMember(organization.id, member.id, member.updated_at), {
                        success: member.enabled ? 'organizations.members.disabled_done' : 'organizations.members.enabled_done',
                        successArgs: args,
                        afterwards: refresh,
                      })
                    }
                    onRemove={() =>
                      run(() => removeMember(organization.id, member.id), {
                        success: 'organizations.members.removed',
                        successArgs: args,
                        afterwards: refresh,
                      })
                    }
                  />
                );
              })}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={members.data.meta?.total ?? members.data.data.length}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={PER_PAGE_OPTIONS}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      ) : (
        <Box sx={{ p: 2 }}>
          <QueryFallback error={members.error} />
        </Box>
      )}
    </Card>
  );
}
