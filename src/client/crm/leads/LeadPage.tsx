// `/crm/leads/:id`: the lead's overview (edited in place), seen toggle, one timeline, notes with
// @mentions, documents and activities. Opening it marks it seen for its owner (server side).
import { Box, Button, Card, CardContent, Chip, Grid, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Title, useRedirect, useTranslate } from 'react-admin';
import { useCallback, useEffect, type ReactNode } from 'react';
import type { Activity, LeadDetail, LeadHistoryItem } from '../../../shared/crm.ts';
import { NotFoundPage } from '../../errors/NotFoundPage.tsx';
import { useServerAction } from '../../forms/useServerAction.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { useApi } from '../../providers/useApi.ts';
import { useCan } from '../../providers/useCan.ts';
import { ActivityForm } from '../activities/ActivityForm.tsx';
import { ActivityRows } from '../activities/ActivityRows.tsx';
import { crmKeys, useRefreshLeads } from '../crmApi.ts';
import { LeadDeals } from '../deals/LeadDeals.tsx';
import { LeadStatusChip, TagChips } from './LeadChips.tsx';
import { LeadDocuments } from './LeadDocuments.tsx';
import { LeadOverview } from './LeadOverview.tsx';
import { LeadTimeline } from './LeadTimeline.tsx';
import { NoteForm } from './NoteForm.tsx';
import { PhoneLinks } from '../../layout/PhoneLinks.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mb: 2 }} component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function LeadPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const api = useApi();
  const can = useCan();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const refreshLeads = useRefreshLeads();
  const { run, pending } = useServerAction();

  const lead = useQuery({
    queryKey: crmKeys.lead(id),
    queryFn: async () => (await api.call<{ data: LeadDetail }>({ path: ['crm/leads', id] })).data,
    enabled: /^\d+$/.test(id),
  });
  const timeline = useQuery({
    queryKey: crmKeys.timeline(id),
    queryFn: async () =>
      (await api.call<{ data: LeadHistoryItem[] }>({ path: ['crm/leads', id, 'history-items'], data: { order: 'asc', per_page: 100 } }))
        .data,
    enabled: lead.isSuccess,
  });
  const activities = useQuery({
    queryKey: crmKeys.leadActivities(id),
    queryFn: async () =>
      (
        await api.call<{ data: Activity[] }>({
          path: ['crm/leads', id, 'activities'],
          data: { sort: 'due_at', order: 'asc', per_page: 100 },
        })
      ).data,
    enabled: lead.isSuccess,
  });

  // Opening the lead marks it seen for its owner: the badge asks again once it is loaded.
  useEffect(() => {
    if (lead.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: crmKeys.unseen });
  }, [lead.dataUpdatedAt, queryClient]);

  const refresh = useCallback(async () => {
    refreshLeads();
    await queryClient.invalidateQueries({ queryKey: ['crm', 'lead', id] });
  }, [id, queryClient, refreshLeads]);

  if (!/^\d+$/.test(id)) return <NotFoundPage />;
  if (!lead.data) return <QueryFallback error={lead.error} />;
  const record = lead.data;

  return (
    <Box sx={{ py: 2 }}>
      <Title title={record.full_name} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {record.full_name}
        </Typography>
        <PhoneLinks phone={record.phone} />
        <LeadStatusChip status={record.status} />
        <TagChips tags={record.tags} />
        <Chip size="small" variant="outlined" label={translate(record.seen ? 'crm.leads.seen_yes' : 'crm.leads.seen_no')} />
        <Box sx={{ flex: 1 }} />
        <Button
          disabled={pending}
          onClick={() =>
            void run(() => api.call({ method: 'PATCH', path: ['crm/leads', record.id, 'toggle-seen'] }), { afterwards: refresh })
          }
        >
          {translate(record.seen ? 'crm.leads.mark_unseen' : 'crm.leads.mark_seen')}
        </Button>
        {can('crm.delete') && (
          <ConfirmActionButton
            label="ra.action.delete"
            title="crm.leads.delete_title"
            content="crm.leads.delete_content"
            messageArgs={{ name: record.full_name }}
            onConfirm={() =>
              run(() => api.call({ method: 'DELETE', path: ['crm/leads', record.id] }), {
                afterwards: () => {
                  refreshLeads();
                  redirect('/crm/leads');
                },
              })
            }
          />
        )}
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title="crm.leads.overview">
            <LeadOverview lead={record} onSaved={refresh} />
          </Section>
          <Section title="crm.documents.title">
            <LeadDocuments leadId={record.id} documents={record.documents} onChanged={refresh} />
          </Section>
          <Section title="crm.deals.lead_section">
            <LeadDeals leadId={record.id} />
          </Section>
          <Section title="crm.activities.title">
            <ActivityForm leadId={record.id} onCreated={refresh} />
            <ActivityRows activities={activities.data ?? []} onChanged={refresh} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title="crm.notes.title">
            <NoteForm leadId={record.id} onAdded={refresh} />
          </Section>
          <Section title="crm.timeline.title">
            <LeadTimeline items={timeline.data ?? []} currency={record.currency} />
          </Section>
        </Grid>
      </Grid>
    </Box>
  );
}
