// The record-sale form's sellers and sources (docs/api.md "Sales"): a broker organization and its
// agent from GET sales/broker-sellers, buyers linked to leads, a sale from a won deal (the unit
// chosen on the form), and a refund given with the cancellation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UnitListRow } from '../../src/shared/inventory.ts';
import { deal, kanbanColumn, lead, listOf, pipelineOptions, stage } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';
import { background, SALE_ID, saleDetail } from './support/saleFactories.ts';
import { unit, unitPlan } from './support/unitFactories.ts';

const BROKERS = [
  {
    id: 50,
    name: 'Marina Brokers',
    agents: [
      { id: 501, name: 'Hala Nasser' },
      { id: 502, name: 'Karim Aziz' },
    ],
  },
  { id: 51, name: 'Gulf Brokers', agents: [{ id: 511, name: 'Sami Odeh' }] },
];

function formRoutes(post: (request: SentRequest) => Response) {
  return {
    ...background(),
    'GET /api/inventory/units/41': { data: unit() },
    'GET /api/inventory/units/41/plans': { data: [unitPlan()] },
    'GET /api/sales/fee-defaults': { data: { currency: 'AED', fees: [] } },
    'GET /api/sales/broker-sellers': (request: SentRequest) => {
      const search = (request.query.get('search') ?? '').toLowerCase();
      return jsonResponse({ data: BROKERS.filter((broker) => broker.name.toLowerCase().includes(search)) });
    },
    'GET /api/crm/leads/options': { data: [{ value: 11, label: 'Layla Haddad' }] },
    'GET /api/crm/leads/11': { data: lead({ phone: '+971 50 123 4567' }) },
    'POST /api/sales': post,
    [`GET /api/sales/${SALE_ID}`]: { data: saleDetail() },
  };
}

const posted = (requests: SentRequest[]) => requests.find((request) => request.method === 'POST' && request.path === '/api/sales');

async function choosePlan() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Building plan' }));
  fireEvent.click(await screen.findByRole('option', { name: '20/40/40' }));
}

describe('the seller of a sale', () => {
  it('names a broker organization found by name and one of its agents', async () => {
    signInAs('developer_admin');
    const requests = routeFetch(formRoutes(() => jsonResponse({ data: saleDetail(), message: 'Sale recorded.' }, 201)));
    renderApp('/sales/create?unit_id=41');
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Amira Haddad' } });
    await choosePlan();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Seller' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Broker organization' }));
    const organization = await screen.findByRole('combobox', { name: 'Broker organization' });
    await user.type(organization, 'marina');
    // The list follows the search, once the typing pauses.
    await waitFor(() => expect(requests.some((request) => request.query.get('search') === 'marina')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Gulf Brokers' })).toBeNull());
    await user.click(await screen.findByRole('option', { name: 'Marina Brokers' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Agent' }));
    const agents = await screen.findByRole('listbox');
    expect(within(agents).queryByRole('option', { name: 'Sami Odeh' })).toBeNull();
    fireEvent.click(within(agents).getByRole('option', { name: 'Karim Aziz' }));
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    await waitFor(() => expect(posted(requests)).toBeTruthy());
    expect(posted(requests)!.json).toMatchObject({ seller_type: 'broker', broker_organization_id: 50, agent_user_id: 502 });
  }, 40_000);

  it('shows the server’s refusal of the agent under its field', async () => {
    signInAs('developer_admin');
    const message = 'The agent must be a member of the broker organization.';
    routeFetch(formRoutes(() => jsonResponse({ message, errors: { agent_user_id: [message] } }, 422)));
    renderApp('/sales/create?unit_id=41');
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Amira Haddad' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Seller' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Broker organization' }));
    await user.click(await screen.findByRole('combobox', { name: 'Broker organization' }));
    await user.click(await screen.findByRole('option', { name: 'Gulf Brokers' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Agent' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sami Odeh' }));
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    const agentField = screen.getByRole('combobox', { name: 'Agent' }).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(agentField).findByText(message)).toBeTruthy();
  }, 40_000);
});

describe('buyers linked to leads', () => {
  it('fills a buyer’s empty contact details from the lead picked, and sends the lead', async () => {
    signInAs('developer_admin');
    const requests = routeFetch(formRoutes(() => jsonResponse({ data: saleDetail(), message: 'Sale recorded.' }, 201)));
    renderApp('/sales/create?unit_id=41');
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'typed@example.test' } });
    await user.click(screen.getByRole('combobox', { name: 'Lead' }));
    await user.click(await screen.findByRole('option', { name: 'Layla Haddad' }));
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Layla Haddad'));
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+971 50 123 4567');
    // What was typed stays.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('typed@example.test');
    await choosePlan();
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    await waitFor(() => expect(posted(requests)).toBeTruthy());
    expect(posted(requests)!.json).toMatchObject({
      buyers: [{ full_name: 'Layla Haddad', email: 'typed@example.test', phone: '+971 50 123 4567', lead_id: 11 }],
    });
    expect(posted(requests)!.json!.buyers).toEqual([expect.not.objectContaining({ lead_name: expect.anything() })]);
  }, 40_000);

  it('gives a sales manager no lead picker (he is not a member of the organization)', async () => {
    signInAs('super_admin_sales_manager');
    routeFetch(formRoutes(() => jsonResponse({}, 500)));
    renderApp('/sales/create?unit_id=41&sale_offer_id=9');
    await screen.findByLabelText('Full name');
    expect(screen.queryByRole('combobox', { name: 'Lead' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Seller' }));
    expect(await screen.findByRole('option', { name: 'Broker organization' })).toBeTruthy();
  }, 40_000);
});

describe('a sale from a won deal', () => {
  const saleUnit = (overrides: Partial<UnitListRow>) => ({ ...unit(), ...overrides }) as UnitListRow;

  const dealRoutes = (status: 'won' | 'open') => ({
    ...background(),
    'GET /api/crm/pipelines/options-with-stages': { data: pipelineOptions([stage()]) },
    'GET /api/crm/pipelines/1/kanban': { data: [kanbanColumn({ id: 1, name: 'New', deals: [] })], meta: { pipeline_id: 1 } },
    'GET /api/crm/deals/201': { data: deal({ status }) },
  });

  it('offers “Record sale” on a won deal to the developer admin', async () => {
    signInAs('developer_admin');
    routeFetch(dealRoutes('won'));
    renderApp('/crm/pipelines/kanban/1?deal=201');
    const drawer = await screen.findByRole('dialog', { name: 'Marina 2BR' });
    expect((await within(drawer).findByRole('link', { name: 'Record sale' })).getAttribute('href')).toBe('/sales/create?deal_id=201');
  }, 40_000);

  it('is not offered to a developer, who does not record sales', async () => {
    signInAs('developer');
    routeFetch(dealRoutes('won'));
    renderApp('/crm/pipelines/kanban/1?deal=201');
    const drawer = await screen.findByRole('dialog', { name: 'Marina 2BR' });
    await within(drawer).findByRole('button', { name: 'Mark lost' });
    expect(within(drawer).queryByRole('link', { name: 'Record sale' })).toBeNull();
  }, 40_000);

  it('is not offered on an open deal', async () => {
    signInAs('developer_admin');
    routeFetch(dealRoutes('open'));
    renderApp('/crm/pipelines/kanban/1?deal=201');
    const drawer = await screen.findByRole('dialog', { name: 'Marina 2BR' });
    await within(drawer).findByRole('button', { name: 'Mark won' });
    expect(within(drawer).queryByRole('link', { name: 'Record sale' })).toBeNull();
  }, 40_000);

  it('asks for the unit, starts from the deal’s lead and sends the deal', async () => {
    signInAs('developer_admin');
    const requests = routeFetch({
      ...formRoutes(() => jsonResponse({ data: saleDetail(), message: 'Sale recorded.' }, 201)),
      'GET /api/crm/deals/201': { data: deal({ status: 'won' }) },
      'GET /api/inventory/units': (request: SentRequest) =>
        jsonResponse(
          listOf(
            request.query.get('status') === 'available'
              ? [saleUnit({ id: 41, unit_number: '1203' })]
              : [saleUnit({ id: 42, unit_number: '1204', status: 'reserved' })],
          ),
        ),
    });
    const view = renderApp('/sales/create?deal_id=201');
    const user = userEvent.setup();
    expect(await screen.findByText('From the won deal “Marina 2BR” with Layla Haddad')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: /Unit/ }));
    expect(await screen.findByRole('option', { name: '1204 · Tower A · Marina Heights' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: '1203 · Tower A · Marina Heights' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?deal_id=201&unit_id=41'));
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Layla Haddad'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('layla@example.test');
    await choosePlan();
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    await waitFor(() => expect(posted(requests)).toBeTruthy());
    expect(posted(requests)!.json).toMatchObject({
      unit_id: 41,
      deal_id: 201,
      buyers: [{ full_name: 'Layla Haddad', email: 'layla@example.test', lead_id: 11 }],
    });
  }, 40_000);
});

describe('cancelling with a refund', () => {
  it('sends one refund with the cancellation, capped by what the sale received', async () => {
    signInAs('developer_admin');
    const requests = routeFetch({
      ...background(),
      [`GET /api/sales/${SALE_ID}`]: { data: saleDetail() },
      'GET /api/inventory/units/41/plans': { data: [unitPlan()] },
      [`POST /api/sales/${SALE_ID}/cancel`]: () => jsonResponse({ data: saleDetail({ status: 'cancelled' }), message: 'ok' }),
    });
    renderApp(`/sales/${SALE_ID}/show`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel sale' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Buyer withdrew' } });
    await user.click(within(dialog).getByRole('checkbox', { name: /Refund the buyer now/ }));
    const confirm = within(dialog).getByRole('button', { name: 'Cancel sale' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    // The sale received AED 1,000,000: more is refused before it is sent.
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '1,000,001' } });
    expect(within(dialog).getByText(/At most .*1,000,000/)).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '250,000' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Method' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cheque' }));
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Cheque number/), { target: { value: 'CH-1' } });
    fireEvent.change(within(dialog).getByLabelText(/Bank/), { target: { value: 'Emirates NBD' } });
    fireEvent.change(within(dialog).getByLabelText(/Cheque date/), { target: { value: '2026-03-10' } });
    await user.click(confirm);
    await waitFor(() => expect(requests.some((request) => request.path === `/api/sales/${SALE_ID}/cancel`)).toBe(true));
    const body = requests.find((request) => request.path === `/api/sales/${SALE_ID}/cancel`)!.json!;
    expect(body.reason).toBe('Buyer withdrew');
    expect(body.refunds).toEqual([
      {
        amount: 25_000_000,
        method: 'cheque',
        refund_date: '',
        cheque_number: 'CH-1',
        cheque_bank: 'Emirates NBD',
        cheque_date: '2026-03-10',
        reference: '',
      },
    ]);
  }, 40_000);
});
