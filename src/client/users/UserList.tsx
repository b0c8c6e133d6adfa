// `/auth/users` (super admin roles): every user the caller reaches, with their memberships as
// chips; filters by search, role, organization and recent activity. The super admin opens a user's page.
import { DataTable, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { ACTIVE_USER_WINDOWS } from '../../shared/dashboards.ts';
import { ROLES } from '../../shared/roles.ts';
import { useFormatDateTime } from '../i18n/useFormatDateTime.ts';
import { useCan } from '../providers/useCan.ts';
import { userPath } from '../routing/paths.ts';
import { MembershipChips } from './MembershipChips.tsx';
import { SearchedRecordInput } from '../forms/SearchedRecordInput.tsx';
import type { PlatformUser } from './userTypes.ts';
import { AppList } from '../layout/AppList.tsx';

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="role"
    source="role"
    label="resources.auth/users.fields.role"
    choices={ROLES.map((role) => ({ id: role, name: `roles.${role}` }))}
    alwaysOn
  />,
  <SearchedRecordInput
    key="member_of"
    source="member_of"
    label="resources.auth/users.fields.member_of"
    reference="auth/organizations"
    sortField="name"
    optionText="name"
    alwaysOn
  />,
  <SelectInput
    key="active_within_days"
    source="active_within_days"
    label="resources.auth/users.fields.active_within_days"
    choices={ACTIVE_USER_WINDOWS.map((days) => ({ id: days, name: 'users.active_within', days }))}
    optionText={(choice: { name: string; days: number }) => <ActiveWithin days={choice.days} />}
    alwaysOn
  />,
];

function ActiveWithin({ days }: { days: number }) {
  const translate = useTranslate();
  return <>{translate('users.active_within', { smart_count: days })}</>;
}

function LastLogin({ user }: { user: PlatformUser }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  return <>{formatDateTime(user.last_login_at) ?? translate('users.never')}</>;
}

export function UserList() {
  const can = useCan();
  return (
    <AppList<PlatformUser>
      filters={userFilters}
      sort={{ field: 'full_name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      title="navigation.users"
    >
      <DataTable<PlatformUser> rowClick={can('users.show') ? (id) => userPath(id) : false} bulkActionButtons={false}>
        <DataTable.Col source="full_name" />
        <DataTable.Col source="email" />
        <DataTable.Col
          source="memberships"
          disableSort
          render={(user) => <MembershipChips memberships={(user as PlatformUser).memberships} />}
        />
        <DataTable.Col source="last_login_at" render={(user) => <LastLogin user={user as PlatformUser} />} />
      </DataTable>
    </AppList>
  );
}
