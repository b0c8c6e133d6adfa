import type { DragDropContextProps, DropResult } from '@hello-pangea/dnd';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { crmBackground, deal, dealCard, kanbanColumn, listOf, pipelineOptions, stage } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { signInAs } from './support/organizationFactories.ts';
import { onAPhone } from './support/phone.ts';
import { renderApp } from './support/renderApp.tsx';

// jsdom lays nothing out, and @hello-pangea/dnd moves cards by their geometry: the tests drop
// through the context's own onDragEnd, as the library calls it (the browser test drags for real).
const dnd = vi.hoisted(() => ({ onDragEnd: null as DragDropContextProps['onDragEnd'] | null }));
vi.mock('@hello-pangea/dnd', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@hello-pangea/dnd')>();
  return {
    ...actual,
    DragDropContext: (props: DragDropContextProps) => {
      dnd.onDragEnd = props.onDragEnd;
      return <actual.DragDropContext {...props} />;
    },
  };
});

function drop(draggableId: string, from: { droppableId: string; index: number }, to: { droppableId: string; index: number }) {
  const result: DropResult = { draggableId, type: 'DEFAULT', source: from, destination: to, reason: 'DROP', mode: 'SNAP', combine: null };
  act(() => dnd.onDragEnd!(result, { announce: () => {} }));
}

const STAGES = [
  stage({ id: 1, name: 'New' }),
  stage({ id: 2, name: 'Viewing', position: 1, probability: 40 }),
  stage({ id: 3, name: 'Offer', position: 2, probability: 70 }),
];

function board() {
  return {
    data: [
      kanbanColumn({
        id: 1,
        name: 'New',
        deals: [dealCard({ id: 201, title: 'Marina 2BR' }), dealCard({ id: 202, title: 'JVC villa', position: 1, value: 300_000_000 })],
      }),
      kanbanColumn({ id: 2, name: 'Viewing', position: 1, probability: 40, deals: [] }),
      kanbanColumn({
        id: 3,
        name: 'Offer',
        position: 2,
        probability: 70,
        deals: [dealCard({ id: 203, title: 'Downtown loft', stage_id: 3 })],
      }),
    ],
    closed: { won: { count: 2, totals: [{ currency: 'AED', total_value: 400_000_000 }] }, lost: { count: 0, totals: [] } },
  };
}

function server(overrides: Record<string, unknown> = {}) {
  return routeFetch({
    ...crmBackground(),
    'GET /api/crm/pipelines/options-with-stages': { data: pipelineOptions(STAGES) },
    'GET /api/crm/pipelines/1/kanban': board(),
    ...overrides,
  });
}

const column = (name: string) => screen.getByRole('region', { name });
const cardTitles = (name: string) =>
  within(column(name))
    .queryAllByTestId('deal-card')
    .map((card) => card.getAttribute('aria-label'));
const sentTo = (requests: SentRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);

describe('the deals board', () => {
  it('shows a move at once with its sums, sends it, and puts it back with the error when refused', async () => {
    signInAs('broker');
    let answer: (response: Response) => void = () => {};
    const requests = server({ 'PATCH /api/crm/deals/201/stage': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/crm/pipelines/kanban/1');
    await screen.findByText('Marina 2BR');
    expect(within(column('New')).getByTestId('column-count').textContent).toBe('2');
    expect(within(column('New')).getByTestId('column-totals').textContent).toMatch(/4,500.*weighted.*450/);

    drop('deal-201', { droppableId: 'stage-1', index: 0 }, { droppableId: 'stage-3', index: 1 });
    // Shown before the server answered.
    expect(cardTitles('Offer')).toEqual(['Downtown loft', 'Marina 2BR']);
    expect(cardTitles('New')).toEqual(['JVC villa']);
    expect(within(column('Offer')).getByTestId('column-count').textContent).toBe('2');
    await waitFor(() => expect(sentTo(requests, 'PATCH', '/api/crm/deals/201/stage')).toHaveLength(1));
    expect(sentTo(requests, 'PATCH', '/api/crm/deals/201/stage')[0].json).toMatchObject({ stage_id: 3, position: 1 });

    await act(async () => answer(jsonResponse({ message: 'The deal changed meanwhile.' }, 409)));
    await waitFor(() => expect(cardTitles('New')).toEqual(['Marina 2BR', 'JVC villa']));
    expect(cardTitles('Offer')).toEqual(['Downtown loft']);
    expect(within(column('New')).getByTestId('column-count').textContent).toBe('2');
    expect(await screen.findByText('The deal changed meanwhile.')).toBeTruthy();
  });

  it('shows the lead’s phone in the opened deal as a call link with WhatsApp beside it', async () => {
    signInAs('broker');
    server({ 'GET /api/crm/deals/201': { data: deal({ lead: { id: 11, full_name: 'Layla Haddad', phone: '+971 50 123 4567' } }) } });
    renderApp('/crm/pipelines/kanban/1?deal=201');
    const drawer = await screen.findByRole('dialog', { name: 'Marina 2BR' });
    expect((await within(drawer).findByRole('link', { name: '050 123 4567' })).getAttribute('href')).toBe('tel:+971501234567');
    expect(within(drawer).getByRole('link', { name: 'WhatsApp 050 123 4567' }).getAttribute('href')).toBe('https://wa.me/971501234567');
  });

  it('keeps an accepted move, and asks for the reason before marking the opened deal lost', async () => {
    signInAs('broker');
    const requests = server({
      'PATCH /api/crm/deals/202/stage': { data: deal({ id: 202, title: 'JVC villa', stage_id: 2, days_in_stage: 0 }), message: 'Moved.' },
      'GET /api/crm/deals/201': { data: deal() },
      'PATCH /api/crm/deals/201/status': (request: SentRequest) =>
        jsonResponse({ data: deal({ status: 'lost', lost_reason: String(request.json!.lost_reason) }), message: 'Saved.' }),
    });
    const view = renderApp('/crm/pipelines/kanban/1');
    await screen.findByText('JVC villa');
    drop('deal-202', { droppableId: 'stage-1', index: 1 }, { droppableId: 'stage-2', index: 0 });
    await waitFor(() => expect(sentTo(requests, 'PATCH', '/api/crm/deals/202/stage')).toHaveLength(1));
    expect(sentTo(requests, 'PATCH', '/api/crm/deals/202/stage')[0].json).toMatchObject({ stage_id: 2, position: 0 });
    await waitFor(() => expect(within(column('Viewing')).getByText('0 days in stage')).toBeTruthy());
    expect(cardTitles('Viewing')).toEqual(['JVC villa']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Marina 2BR' }));
    expect(view.router.state.location.search).toBe('?deal=201');
    const drawer = await screen.findByRole('dialog', { name: 'Marina 2BR' });
    await user.click(within(drawer).getByRole('button', { name: 'Mark lost' }));
    const ask = await screen.findByRole('dialog', { name: /Why was “Marina 2BR” lost/ });
    await user.click(within(ask).getByRole('button', { name: 'Mark lost' }));
    expect(within(ask).getByText('Say why the deal was lost.')).toBeTruthy();
    expect(sentTo(requests, 'PATCH', '/api/crm/deals/201/status')).toHaveLength(0);

    await user.type(within(ask).getByRole('textbox', { name: /Lost reason/ }), 'Bought elsewhere');
    await user.click(within(ask).getByRole('button', { name: 'Mark lost' }));
    await waitFor(() => expect(sentTo(requests, 'PATCH', '/api/crm/deals/201/status')).toHaveLength(1));
    expect(sentTo(requests, 'PATCH', '/api/crm/deals/201/status')[0].json).toMatchObject({
      status: 'lost',
      lost_reason: 'Bought elsewhere',
    });
  });
});

describe('won and lost deals', () => {
  it('ends the board with collapsed Won and Lost lanes, each with its count and total, opening to list its deals', async () => {
    signInAs('broker');
    const won = [
      deal({ id: 301, title: 'Palm villa', status: 'won', value: 300_000_000 }),
      deal({ id: 302, title: 'Creek studio', status: 'won', value: 100_000_000 }),
    ];
    const requests = server({
      'GET /api/crm/pipelines/1/list': (request: SentRequest) => jsonResponse(listOf(request.query.get('status') === 'won' ? won : [])),
      'GET /api/crm/deals/301': { data: won[0] },
    });
    const view = renderApp('/crm/pipelines/kanban/1?hot=true');
    await screen.findByText('Marina 2BR');
    const lanes = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(lanes).toEqual(['New', 'Viewing', 'Offer', 'Won', 'Lost']);
    const wonLane = screen.getByRole('region', { name: 'Won' });
    expect(within(wonLane).getByTestId('lane-summary').textContent).toMatch(/^2 deals · AED\s?4,000,000$/);
    expect(within(screen.getByRole('region', { name: 'Lost' })).getByTestId('lane-summary').textContent).toMatch(/^0 deals/);
    // Collapsed: nothing asked for until opened.
    expect(sentTo(requests, 'GET', '/api/crm/pipelines/1/list')).toHaveLength(0);

    const user = userEvent.setup();
    const toggle = within(wonLane).getByRole('button', { name: /Won/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await within(wonLane).findByText('Palm villa');
    expect(
      within(wonLane)
        .getAllByTestId('lane-deal')
        .map((row) => row.querySelector('.MuiListItemText-primary')?.textContent),
    ).toEqual(['Palm villa', 'Creek studio']);
    const asked = sentTo(requests, 'GET', '/api/crm/pipelines/1/list')[0].query;
    expect([asked.get('status'), asked.get('hot'), asked.get('sort'), asked.get('order')]).toEqual(['won', 'true', 'updated_at', 'desc']);

    await user.click(within(wonLane).getByText('Palm villa'));
    expect(view.router.state.location.search).toBe('?hot=true&deal=301');
    expect(await screen.findByRole('dialog', { name: 'Palm villa' })).toBeTruthy();
  });

  it('asks to confirm before marking a deal won, with an optional reason, and shows the status rather than the stage’s probability', async () => {
    signInAs('broker');
    const requests = server({
      'GET /api/crm/deals/201': { data: deal({ stage: { id: 1, name: 'New', probability: 10, color: '#1e88e5' } }) },
      'PATCH /api/crm/deals/201/status': (request: SentRequest) =>
        jsonResponse({ data: deal({ status: 'won', won_reason: (request.json!.won_reason as string | null) ?? null }), message: 'Saved.' }),
    });
    renderApp('/crm/pipelines/kanban/1?deal=201');
    const drawer = await screen.findByRole('dialog', { name: 'Marina 2BR' });
    expect(within(drawer).getByTestId('deal-status').textContent).toBe('Status: Open');
    expect(within(drawer).queryByText(/10%/)).toBeNull();

    const user = userEvent.setup();
    await user.click(within(drawer).getByRole('button', { name: 'Mark won' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark “Marina 2BR” as won?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /as won/ })).toBeNull());
    expect(sentTo(requests, 'PATCH', '/api/crm/deals/201/status')).toHaveLength(0);

    await user.click(within(drawer).getByRole('button', { name: 'Mark won' }));
    const again = await screen.findByRole('dialog', { name: 'Mark “Marina 2BR” as won?' });
    await user.type(within(again).getByRole('textbox', { name: 'Won reason' }), 'Deposit paid');
    await user.click(within(again).getByRole('button', { name: 'Mark won' }));
    await waitFor(() => expect(sentTo(requests, 'PATCH', '/api/crm/deals/201/status')).toHaveLength(1));
    expect(sentTo(requests, 'PATCH', '/api/crm/deals/201/status')[0].json).toMatchObject({
      status: 'won',
      won_reason: 'Deposit paid',
      lost_reason: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /as won/ })).toBeNull());
  });
});

describe('a new deal', () => {
  it('shows its form once the pipelines are known, so nothing typed is lost when they come', async () => {
    signInAs('broker');
    let answer: (response: Response) => void = () => {};
    const requests = server({
      'GET /api/crm/pipelines/options-with-stages': () => new Promise<Response>((resolve) => (answer = resolve)),
      'POST /api/crm/deals': (request: SentRequest) =>
        jsonResponse({ data: deal({ id: 209, title: String(request.json!.title) }), message: 'Deal created.' }, 201),
    });
    renderApp('/crm/pipelines/kanban/1');
    await screen.findByText('Marina 2BR');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a deal to Viewing' }));
    const dialog = await screen.findByRole('dialog', { name: 'New deal' });
    expect(within(dialog).queryByRole('textbox', { name: /Title/ })).toBeNull();
    await act(async () => answer(jsonResponse({ data: pipelineOptions(STAGES) })));
    await user.type(await within(dialog).findByRole('textbox', { name: /Title/ }), 'Creek loft');
    await user.type(within(dialog).getByRole('textbox', { name: /Value/ }), '900000');
    await user.click(within(dialog).getByRole('button', { name: 'Create deal' }));
    await waitFor(() => expect(sentTo(requests, 'POST', '/api/crm/deals')).toHaveLength(1));
    expect(sentTo(requests, 'POST', '/api/crm/deals')[0].json).toMatchObject({ title: 'Creek loft', pipeline_id: 1, stage_id: 2 });
  });
});

describe('the deals board on a phone', () => {
  it('keeps its filters under "Filters" but for the ones in use, and asks for the owners and tags only when shown', async () => {
    onAPhone();
    signInAs('broker');
    const requests = server();
    renderApp('/crm/pipelines/kanban/1?hot=1');
    await screen.findByText('Marina 2BR');
    // The filter in use stays on screen, the others wait behind the button.
    expect(screen.getByRole('combobox', { name: 'Hot' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Owner' })).toBeNull();
    expect(sentTo(requests, 'GET', '/api/crm/mentions')).toHaveLength(0);

    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Owner' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Tag' })).toBeTruthy();
    await waitFor(() => expect(sentTo(requests, 'GET', '/api/crm/mentions')).toHaveLength(1));
  });

  it('shows every filter on a larger screen, with no Filters button', async () => {
    signInAs('broker');
    server();
    renderApp('/crm/pipelines/kanban/1');
    await screen.findByText('Marina 2BR');
    for (const name of ['Owner', 'Tag', 'Hot']) expect(screen.getByRole('combobox', { name })).toBeTruthy();
    // Open deals are the columns, won and lost ones their lanes: a status filter would only empty the board.
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
  });
});

describe('the pipelines screens', () => {
  it('saves a dragged stage order, and puts it back when refused', async () => {
    signInAs('broker_admin');
    let refuse = false;
    const requests = server({
      'GET /api/crm/pipelines/1': {
        data: {
          id: 1,
          name: 'Sales',
          is_default: true,
          stages_count: 3,
          deals_count: 0,
          stages: STAGES,
          created_at: '2026-03-01T09:00:00.000Z',
          updated_at: '2026-03-01T09:00:00.000Z',
        },
      },
      'PATCH /api/crm/pipelines/1/stages/reorder': () =>
        refuse ? jsonResponse({ message: 'The stages changed meanwhile.' }, 409) : jsonResponse({ data: [], message: 'Saved.' }),
    });
    renderApp('/crm/pipelines/1');
    const stages = await screen.findByRole('list', { name: 'Stages' });
    const names = () =>
      within(stages)
        .getAllByTestId('stage-row')
        .map((row) => row.querySelector('.MuiListItemText-primary')?.textContent);
    await waitFor(() => expect(names()).toEqual(['New', 'Viewing', 'Offer']));

    drop('stage-3', { droppableId: 'stages', index: 2 }, { droppableId: 'stages', index: 0 });
    expect(names()).toEqual(['Offer', 'New', 'Viewing']);
    await waitFor(() => expect(sentTo(requests, 'PATCH', '/api/crm/pipelines/1/stages/reorder')).toHaveLength(1));
    expect(sentTo(requests, 'PATCH', '/api/crm/pipelines/1/stages/reorder')[0].json).toMatchObject({ ids: [3, 1, 2] });

    refuse = true;
    drop('stage-1', { droppableId: 'stages', index: 1 }, { droppableId: 'stages', index: 2 });
    expect(names()).toEqual(['Offer', 'Viewing', 'New']);
    await waitFor(() => expect(names()).toEqual(['Offer', 'New', 'Viewing']));
    expect(await screen.findByText('The stages changed meanwhile.')).toBeTruthy();
  });

  it('sets the status of the selected deals of the list in one bulk call', async () => {
    signInAs('broker');
    const requests = server({
      'GET /api/crm/pipelines/1/list': listOf([deal(), deal({ id: 202, title: 'JVC villa' })]),
      'POST /api/crm/deals/bulk': { data: { updated: 1 }, message: '1 deal updated.' },
    });
    renderApp('/crm/pipelines/list/1');
    const row = (await screen.findByText('JVC villa')).closest('tr')!;
    const list = sentTo(requests, 'GET', '/api/crm/pipelines/1/list').at(-1)!;
    expect(list.query.get('sort')).toBe('stage');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('checkbox'));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Set status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set status' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Won' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sentTo(requests, 'POST', '/api/crm/deals/bulk')).toHaveLength(1));
    expect(sentTo(requests, 'POST', '/api/crm/deals/bulk')[0].json).toMatchObject({ ids: [202], action: 'set_status', status: 'won' });
    expect(await screen.findByText('1 deal updated.')).toBeTruthy();
  });

  it('names the deal in its own notice when the server words none', async () => {
    signInAs('broker');
    server({
      'GET /api/crm/pipelines/1/list': listOf([deal(), deal({ id: 202, title: 'JVC villa' })]),
      'POST /api/crm/deals/bulk': { data: { updated: 1 } },
    });
    renderApp('/crm/pipelines/list/1');
    const row = (await screen.findByText('JVC villa')).closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Set status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set status' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Won' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Deal updated')).toBeTruthy();
  });
});
