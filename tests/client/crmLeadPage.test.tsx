import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activity, crmBackground, historyItem, lead, listOf } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

const DOCUMENT = {
  id: 81,
  lead_id: 11,
  name: 'Passport.pdf',
  filename: 'Passport.pdf',
  content_type: 'application/pdf',
  size: 1200,
  uploaded_by: { id: 32, full_name: 'Bob Broker' },
  created_at: '2026-03-01T11:00:00.000Z',
};

// Deliberately answered out of order: the page shows them in time order.
const HISTORY = [
  historyItem({
    id: 3,
    kind: 'note_added',
    subject_type: 'note',
    subject_id: 61,
    subject: {
      id: 61,
      lead_id: 11,
      body: 'Ask @[Bea Brokeradmin](user:31) about it',
      author: { id: 32, full_name: 'Bob Broker' },
      created_at: '2026-03-01T10:00:00.000Z',
    },
    created_at: '2026-03-01T10:00:00.000Z',
  }),
  historyItem({ id: 1, kind: 'created', created_at: '2026-03-01T09:00:00.000Z' }),
  historyItem({
    id: 2,
    kind: 'field_changed',
    field: 'status',
    old_value: 'new',
    new_value: 'contacted',
    actor: { id: 31, full_name: 'Bea Brokeradmin' },
    created_at: '2026-03-01T09:30:00.000Z',
  }),
  historyItem({
    id: 4,
    kind: 'document_added',
    subject_type: 'document',
    subject_id: 81,
    subject: DOCUMENT,
    created_at: '2026-03-01T11:00:00.000Z',
  }),
];

function server(overrides: Record<string, unknown> = {}) {
  return routeFetch({
    ...crmBackground(),
    'GET /api/crm/leads/11': { data: lead({ documents: [DOCUMENT] }) },
    'GET /api/crm/leads/11/history-items': listOf(HISTORY),
    'GET /api/crm/leads/11/activities': listOf([activity({ overdue: true })]),
    ...overrides,
  });
}

describe('a lead’s page', () => {
  it('shows one timeline in time order with who and what changed', async () => {
    signInAs('broker');
    const requests = server();
    renderApp('/crm/leads/11');
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    await waitFor(() => expect(within(timeline).getAllByTestId('timeline-item')).toHaveLength(4));
    const items = within(timeline)
      .getAllByTestId('timeline-item')
      .map((item) => item.textContent ?? '');
    expect(items[0]).toContain('Created');
    expect(items[1]).toContain('Status: New → Contacted');
    expect(items[1]).toContain('Bea Brokeradmin');
    expect(items[2]).toContain('Ask @Bea Brokeradmin about it');
    expect(items[3]).toContain('Passport.pdf');
    expect(requests.find((request) => request.path === '/api/crm/leads/11/history-items')!.query.get('order')).toBe('asc');
  });

  it('shows a chosen member as the plain name with a chip, never the token, and posts the note with the token', async () => {
    signInAs('broker');
    const requests = server({ 'POST /api/crm/leads/11/notes': () => jsonResponse({ data: {}, message: 'Note added.' }, 201) });
    renderApp('/crm/leads/11');
    const note = await screen.findByLabelText('Note');
    const user = userEvent.setup();
    await user.type(note, 'Please call @be');
    await user.click(await screen.findByRole('option', { name: 'Bea Brokeradmin' }));
    expect((note as HTMLTextAreaElement).value).toBe('Please call @Bea Brokeradmin ');
    const mentioned = screen.getByRole('list', { name: 'Members who will be notified' });
    expect(within(mentioned).getByRole('listitem').textContent).toBe('@Bea Brokeradmin');
    await user.type(note, 'today');
    expect((note as HTMLTextAreaElement).value).not.toContain('user:31');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.path === '/api/crm/leads/11/notes')).toBe(true),
    );
    const sent = requests.find((request) => request.path === '/api/crm/leads/11/notes')!;
    expect(sent.json).toMatchObject({ body: 'Please call @[Bea Brokeradmin](user:31) today' });
  });

  it('logs an activity and completes one; an overdue one is marked', async () => {
    signInAs('broker');
    const requests = server({
      'POST /api/crm/activities': () => jsonResponse({ data: activity({ id: 52 }), message: 'Created.' }, 201),
      'PATCH /api/crm/activities/51/toggle-complete': { data: activity({ completed: true }), message: 'Done.' },
    });
    renderApp('/crm/leads/11');
    const section = await screen.findByRole('region', { name: 'Activities' });
    expect(await within(section).findByText(/Overdue/)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Title'), 'Intro call');
    await user.click(within(section).getByLabelText('Already done'));
    // A call logged as done says how it went.
    await user.click(within(section).getByRole('button', { name: 'Add activity' }));
    expect(await within(section).findByText('The outcome field is required when a call is logged as done.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/crm/activities')).toBe(false);
    await user.click(within(section).getByRole('combobox', { name: 'Outcome' }));
    await user.click(await screen.findByRole('option', { name: 'Left voicemail' }));
    await user.type(within(section).getByRole('spinbutton', { name: 'Duration (minutes)' }), '3');
    await user.click(within(section).getByRole('button', { name: 'Add activity' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/api/crm/activities')).toBe(true));
    expect(requests.find((request) => request.path === '/api/crm/activities')!.json).toMatchObject({
      type: 'call',
      title: 'Intro call',
      lead_id: 11,
      completed: true,
      outcome: 'left_voicemail',
      duration_minutes: '3',
    });

    await user.click(within(section).getByRole('checkbox', { name: 'Completed: First call' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/api/crm/activities/51/toggle-complete')).toBe(true));
  });

  it('logs an activity due when it is saved, not when the page was opened', async () => {
    const opened = new Date('2026-03-02T08:00:00.000Z');
    const saved = new Date('2026-03-02T09:15:00.000Z');
    // Only Date is faked: the page's own timers and userEvent run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(opened);
      signInAs('broker');
      const requests = server({ 'POST /api/crm/activities': () => jsonResponse({ data: activity({ id: 53 }), message: 'Created.' }, 201) });
      renderApp('/crm/leads/11');
      const section = await screen.findByRole('region', { name: 'Activities' });
      const user = userEvent.setup();
      await user.click(within(section).getByRole('combobox', { name: 'Type' }));
      await user.click(await screen.findByRole('option', { name: 'Site visit' }));
      // Only a call asks for an outcome.
      expect(within(section).queryByRole('combobox', { name: 'Outcome' })).toBeNull();
      await user.type(within(section).getByLabelText('Title'), 'Show the villa');
      expect((within(section).getByLabelText('Due') as HTMLInputElement).value).toBe('');
      vi.setSystemTime(saved);
      await user.click(within(section).getByRole('button', { name: 'Add activity' }));
      await waitFor(() =>
        expect(requests.some((request) => request.method === 'POST' && request.path === '/api/crm/activities')).toBe(true),
      );
      expect(requests.find((request) => request.path === '/api/crm/activities')!.json).toMatchObject({
        type: 'site_visit',
        due_at: saved.toISOString(),
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('names an activity on the timeline by its type, a call with its outcome and duration, and a won deal’s reason', async () => {
    signInAs('broker');
    server({
      'GET /api/crm/leads/11/history-items': listOf([
        historyItem({
          id: 5,
          kind: 'activity_added',
          subject_type: 'activity',
          subject_id: 51,
          subject: activity({ title: 'Intro call', outcome: 'no_answer', duration_minutes: 2 }),
          created_at: '2026-03-01T10:00:00.000Z',
        }),
        historyItem({
          id: 6,
          kind: 'activity_completed',
          subject_type: 'activity',
          subject_id: 52,
          subject: activity({ id: 52, type: 'site_visit', title: 'Villa 12' }),
          created_at: '2026-03-01T11:00:00.000Z',
        }),
        historyItem({
          id: 8,
          kind: 'deal_status_changed',
          field: 'status',
          old_value: 'open',
          new_value: 'won',
          subject_type: 'deal',
          subject_id: 201,
          details: { title: 'Marina 2BR', won_reason: 'Deposit paid', lost_reason: null },
          created_at: '2026-03-01T13:00:00.000Z',
        }),
        // Deleted since: named from what the item recorded.
        historyItem({
          id: 7,
          kind: 'activity_deleted',
          subject_type: 'activity',
          subject_id: 54,
          details: { type: 'meeting', title: 'Office meeting' },
          created_at: '2026-03-01T12:00:00.000Z',
        }),
      ]),
    });
    renderApp('/crm/leads/11');
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    await waitFor(() => expect(within(timeline).getAllByTestId('timeline-item')).toHaveLength(4));
    const chips = within(timeline)
      .getAllByTestId('timeline-item')
      .map((item) => item.querySelector('.MuiChip-label')?.textContent);
    expect(chips).toEqual(['Call', 'Site visit completed', 'Meeting deleted', 'Deal status']);
    expect(within(timeline).getByText('Marina 2BR · Status: Open → Won · Deposit paid')).toBeTruthy();
    expect(within(timeline).getByText('Intro call · No answer · 2 min')).toBeTruthy();
    expect(within(timeline).queryByText(/^Activity/)).toBeNull();
  });

  it('lets a broker download but not delete documents or the lead; an admin may', async () => {
    signInAs('broker');
    server();
    const view = renderApp('/crm/leads/11');
    expect(await screen.findByRole('button', { name: 'Download Passport.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Passport.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    view.unmount();

    signInAs('broker_admin');
    server();
    renderApp('/crm/leads/11');
    expect(await screen.findByRole('button', { name: 'Delete Passport.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('shows every community as its own chip and saves an added one with the others', async () => {
    signInAs('broker');
    const requests = server({
      'GET /api/crm/leads/11': { data: lead({ interests: { communities: ['Dubai Marina', 'Dubai Creek Harbour'] } }) },
      'POST /api/crm/leads/11': () => jsonResponse({ data: lead(), message: 'Saved.' }),
    });
    renderApp('/crm/leads/11');
    const input = await screen.findByLabelText('Communities');
    const field = input.closest('.MuiAutocomplete-root') as HTMLElement;
    await waitFor(() =>
      expect(
        within(field)
          .getAllByRole('button')
          .map((chip) => chip.textContent),
      ).toEqual(['Dubai Marina', 'Dubai Creek Harbour']),
    );
    expect((input as HTMLInputElement).value).toBe('');
    const user = userEvent.setup();
    await user.type(input, 'Palm Jumeirah, Dubai{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/api/crm/leads/11')).toBe(true));
    const sent = requests.find((request) => request.method === 'POST' && request.path === '/api/crm/leads/11')!;
    expect(sent.json).toMatchObject({ interests: { communities: ['Dubai Marina', 'Dubai Creek Harbour', 'Palm Jumeirah, Dubai'] } });
  });

  it('shows the lead’s phone as a call link with WhatsApp beside it', async () => {
    signInAs('broker');
    server({ 'GET /api/crm/leads/11': { data: lead({ phone: '+971 50 123 4567' }) } });
    renderApp('/crm/leads/11');
    const heading = await screen.findByRole('heading', { level: 1 });
    const header = heading.parentElement!;
    expect(within(header).getByRole('link', { name: '050 123 4567' }).getAttribute('href')).toBe('tel:+971501234567');
    expect(within(header).getByRole('link', { name: 'WhatsApp 050 123 4567' }).getAttribute('href')).toBe('https://wa.me/971501234567');
  });

  it('saves an edited field in place with the version it was based on', async () => {
    signInAs('broker');
    const requests = server({
      'POST /api/crm/leads/11': (request: SentRequest) =>
        jsonResponse({ data: lead({ phone: String(request.json!.phone) }), message: 'Saved.' }),
    });
    renderApp('/crm/leads/11');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone'), '+971 50 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/api/crm/leads/11')).toBe(true));
    const sent = requests.find((request) => request.method === 'POST' && request.path === '/api/crm/leads/11')!;
    expect(sent.query.get('_method')).toBe('PUT');
    expect(sent.json).toMatchObject({ phone: '+971 50 123 4567', updated_at: '2026-03-01T09:00:00.000Z' });
    expect(sent.json).not.toHaveProperty('full_name');
  });
});
