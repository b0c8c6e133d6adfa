// `/crm/activities`: activities with filters (type, owner, lead, completed, due range), overdue
// ones highlighted, complete toggle and owner change per row, and a day/week agenda view that
// groups the page's activities by day. Days are the organization's (docs/domain.md "Time zone").
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Box, Card, CardContent, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { CreateButton, DataTable, DateInput, SelectInput, useListContext, useRefresh, useTranslate } from 'react-admin';
import type { Activity } from '../../../shared/crm.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { useFormatDateTime } from '../../i18n/useFormatDateTime.ts';
import { useFormatDate } from '../../inventory/common/useFormatDate.ts';
import { useOrganizationTimeZone } from '../../i18n/useOrganizationTimeZone.ts';
import { addDays, localDay, startOfLocalDay } from '../../../shared/time-zones.ts';
import { useApi } from '../../providers/useApi.ts';
import { useMemberOptions } from '../crmApi.ts';
import { activityTypeChoices, optionChoices } from '../leads/leadChoices.ts';
import { LeadPicker } from '../leads/LeadPicker.tsx';
import { ActivityRows } from './ActivityRows.tsx';
import { CompleteToggle } from './CompleteToggle.tsx';
import { AppList } from '../../layout/AppList.tsx';

type View = 'table' | 'day' | 'week';

function useActivityFilters() {
  const members = useMemberOptions();
  return [
    <SelectInput key="type" source="type" label="crm.activities.fields.type" choices={activityTypeChoices} alwaysOn />,
    <SelectInput
      key="owner_id"
      source="owner_id"
      label="crm.activities.fields.owner"
      choices={optionChoices(members.data)}
      translateChoice={false}
      alwaysOn
    />,
    <LeadPicker key="lead_id" source="lead_id" label="crm.activities.fields.lead" alwaysOn />,
    <SelectInput
      key="completed"
      source="completed"
      label="crm.activities.fields.completed"
      choices={[
        { id: 'true', name: 'crm.activities.done' },
        { id: 'false', name: 'crm.activities.open' },
      ]}
      alwaysOn
    />,
    <DateInput key="due_from" source="due_from" label="crm.activities.fields.due_from" alwaysOn />,
    <DateInput key="due_to" source="due_to" label="crm.activities.fields.due_to" alwaysOn />,
  ];
}

function OwnerSelect({ activity }: { activity: Activity }) {
  const translate = useTranslate();
  const api = useApi();
  const refresh = useRefresh();
  const members = useMemberOptions();
  const { run, pending } = useServerAction();
  return (
    <TextField
      select
      size="small"
      variant="standard"
      disabled={pending}
      value={activity.owner_id === null ? '' : String(activity.owner_id)}
      onClick={(event) => event.stopPropagation()}
      slotProps={{ htmlInput: { 'aria-label': translate('crm.activities.change_owner', { title: activity.title }) } }}
      onChange={(event) => {
        const owner_id = event.target.value === '' ? null : Number(event.target.value);
        void run(
          () =>
            api.call({
              method: 'PATCH',
              path: ['crm/activities', activity.id, 'owner'],
              data: { owner_id, updated_at: activity.updated_at },
            }),
          { afterwards: refresh },
        );
      }}
    >
      <MenuItem value="">{translate('crm.activities.nobody')}</MenuItem>
      {(members.data ?? []).map((member) => (
        <MenuItem key={member.value} value={String(member.value)}>
          {member.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** How many days the agenda shows from today. */
const AGENDA_DAYS: Record<'day' | 'week', number> = { day: 1, week: 7 };

function Agenda({ view }: { view: 'day' | 'week' }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const refresh = useRefresh();
  const timeZone = useOrganizationTimeZone();
  const { data = [] } = useListContext<Activity>();
  const todayDay = localDay(new Date(), timeZone);
  const today = startOfLocalDay(todayDay, timeZone);
  const end = startOfLocalDay(addDays(todayDay, AGENDA_DAYS[view]), timeZone);
  // Overdue ones stay in view (under their own day) until they are done.
  const shown = data.filter((activity) => new Date(activity.due_at) < end && (new Date(activity.due_at) >= today || activity.overdue));
  const days = new Map<string, Activity[]>();
  for (const activity of [...shown].sort((a, b) => a.due_at.localeCompare(b.due_at))) {
    const day = localDay(new Date(activity.due_at), timeZone);
    days.set(day, [...(days.get(day) ?? []), activity]);
  }
  if (days.size === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('crm.activities.agenda_empty')}
      </Typography>
    );
  return (
    <Box sx={{ p: 1 }}>
      {[...days.entries()].map(([day, activities]) => (
        <Card key={day} sx={{ mb: 1 }} component="section" aria-label={day}>
          <CardContent>
            <Typography variant="subtitle1" component="h2">
              {formatDate(day)}
            </Typography>
            <ActivityRows activities={activities} onChanged={refresh} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function ActivityTable() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const formatDateTime = useFormatDateTime();
  return (
    <DataTable<Activity>
      rowClick="edit"
      bulkActionButtons={false}
      rowSx={(record: Activity) => (record.overdue ? { bgcolor: 'rgba(211, 47, 47, 0.08)' } : {})}
    >
      <DataTable.Col
        source="completed"
        label="crm.activities.fields.completed"
        render={(record) => <CompleteToggle activity={record as Activity} onChanged={refresh} />}
      />
      <DataTable.Col source="type" label="crm.activities.fields.type" render={(record) => translate(`crm.activity_types.${record.type}`)} />
      <DataTable.Col source="title" label="crm.activities.fields.title" />
      <DataTable.Col
        source="due_at"
        label="crm.activities.fields.due_at"
        render={(record) => (
          <>
            {formatDateTime(record.due_at)}
            {record.overdue && (
              <Typography component="span" color="error" sx={{ ml: 1, fontWeight: 'bold' }}>
                {translate('crm.activities.overdue')}
              </Typography>
            )}
          </>
        )}
      />
      <DataTable.Col source="lead" label="crm.activities.fields.lead" disableSort render={(record) => record.lead?.full_name ?? ''} />
      <DataTable.Col
        source="owner"
        label="crm.activities.fields.owner"
        disableSort
        render={(record) => <OwnerSelect activity={record as Activity} />}
      />
    </DataTable>
  );
}

/** The agenda asks the server for what is due up to its last day (the earlier overdue ones too), a day the server reads in the same zone. */
function agendaFilter(view: View, timeZone: string): Record<string, string> | undefined {
  if (view === 'table') return undefined;
  return { due_to: addDays(localDay(new Date(), timeZone), AGENDA_DAYS[view] - 1) };
}

export function ActivityList() {
  const translate = useTranslate();
  const filters = useActivityFilters();
  const [view, setView] = useState<View>('table');
  const timeZone = useOrganizationTimeZone();
  return (
    <AppList<Activity>
      resource="crm/activities"
      filters={filters}
      filter={agendaFilter(view, timeZone)}
      sort={{ field: 'due_at', order: 'ASC' }}
      perPage={view === 'table' ? 25 : 100}
      exporter={false}
      title="navigation.activities"
      actions={
        <>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, next: View | null) => next && setView(next)}
            aria-label={translate('crm.activities.view')}
          >
            <ToggleButton value="table" aria-label={translate('crm.activities.view_table')}>
              <ViewListIcon fontSize="small" />
            </ToggleButton>
            <ToggleButton value="day">{translate('crm.activities.view_day')}</ToggleButton>
            <ToggleButton value="week">
              <ViewAgendaIcon fontSize="small" sx={{ mr: 0.5 }} />
              {translate('crm.activities.view_week')}
            </ToggleButton>
          </ToggleButtonGroup>
          <CreateButton />
        </>
      }
    >
      {view === 'table' ? <ActivityTable /> : <Agenda view={view} />}
    </AppList>
  );
}
