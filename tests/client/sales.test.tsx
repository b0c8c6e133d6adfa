import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SaleReceipt } from '../../src/shared/sales.ts';
import { listOf } from './support/crmFactories.ts';
import { jsonResponse, routeFetch } from './support/fetchMock.ts';
import { organizationRecord, SKYLINE_ID, signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';
import { background, SALE_ID, saleDetail, saleRow } from './support/saleFactories.ts';
import { unit, unitPlan } from './support/unitFactories.ts';

describe('the sales list', () => {
  it('lists the sales newest booking first and filters by buyer', async () => {
    signInAs('developer');
    const requests = routeFetch({ ...background(), 'GET /api/sales': listOf([saleRow()]) });
    renderApp('/sales');
    // The first screen of the file loads the app's chunks: a wider wait than the default.
    expect(await screen.findByText('Amira Haddad', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Tower A · Marina Heights')).toBeTruthy();
    const first = requests.find((request) => request.path === '/api/sales')!;
    expect(first.query.get('sort')).toBe('booking_date');
    expect(first.query.get('order')).toBe('desc');
    fireEvent.change(screen.getByLabelText('Buyer'), { target: { value: 'amira' } });
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/sales' && request.query.get('buyer') === 'amira')).toBe(true),
    );
  });

  it('is not in the menu of a broker, who gets the no-access page', async () => {
    signInAs('broker_admin');
    routeFetch({ ...background() });
    renderApp('/sales');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sales' })).toBeNull());
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
  });
});

describe('a sale’s page', () => {
  it('shows buyers, price, fees, the current schedule and the history', async () => {
    signInAs('developer_admin');
    routeFetch({
      ...background(),
      [`GET /api/sales/${SALE_ID}`]: { data: saleDetail() },
      'GET /api/inventory/units/41/plans': { data: [unitPlan()] },
    });
    renderApp(`/sales/${SALE_ID}/show`);
    expect(await screen.findByRole('heading', { name: 'Sale of unit 1203', level: 1 })).toBeTruthy();
    const buyers = screen.getByRole('table', { name: 'Buyers' });
    expect(within(buyers).getByText('Amira Haddad')).toBeTruthy();
    expect(within(buyers).getByText('784-1990-1234567-1')).toBeTruthy();
    expect(screen.getByText('Land registration')).toBeTruthy();
    // The current schedule and the payments' lines both name it.
    expect(screen.getAllByText('Down payment')).toHaveLength(2);
    expect(screen.getByText('First plan milestone')).toBeTruthy();
    expect(screen.getByText('Why: Buyer asked for a longer plan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel sale' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Re-plan' })).toBeTruthy();
  });

  it('lists the payment reminders with their step and what became of each', async () => {
    signInAs('developer');
    const reminder = { line_id: 1, line_label: 'Down payment', due_date: '2026-03-01', language: 'ar', error: null, sent_at: null };
    routeFetch({
      ...background(),
      [`GET /api/sales/${SALE_ID}`]: {
        data: saleDetail({ can: { cancel: false, replan: false, record_payment: true, bounce: false, refund: false } }),
      },
      'GET /api/inventory/units/41/plans': { data: [unitPlan()] },
      [`GET /api/sales/${SALE_ID}/reminders`]: {
        data: [
          {
            ...reminder,
            id: 2,
            step_days: 3,
            recipient_phone: '+971501234567',
            provider: 'whatsapp_cloud',
            status: 'sent',
            reason: null,
            message_log_id: 9,
            created_at: '2026-03-04T04:00:00.000Z',
          },
          {
            ...reminder,
            id: 1,
            step_days: -7,
            recipient_phone: null,
            provider: null,
            status: 'failed',
            reason: 'no_phone',
            message_log_id: null,
            created_at: '2026-02-22T04:00:00.000Z',
          },
        ],
      },
    });
    renderApp(`/sales/${SALE_ID}/show`);
    const section = await screen.findByRole('region', { name: 'Payment reminders' });
    expect(await within(section).findByText('3 days late')).toBeTruthy();
    expect(within(section).getByText('7 days before')).toBeTruthy();
    expect(within(section).getByText('Not sent: the first buyer has no phone number.')).toBeTruthy();
    expect(within(section).getByText('+971501234567')).toBeTruthy();
  });

  it('cancels with a reason, and hides the actions from those who cannot take them', async () => {
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
    const confirm = within(dialog).getByRole('button', { name: 'Cancel sale' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Buyer withdrew' } });
    await user.click(confirm);
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.path === `/api/sales/${SALE_ID}/cancel`)).toBe(true),
    );
    expect(requests.find((request) => request.path === `/api/sales/${SALE_ID}/cancel`)!.json).toMatchObject({ reason: 'Buyer withdrew' });
  }, 40_000);

  it('records the SPA date of an active sale', async () => {
    signInAs('developer_admin');
    const requests = routeFetch({
      ...background(),
      [`GET /api/sales/${SALE_ID}`]: { data: saleDetail({ spa_date: null }) },
      'GET /api/inventory/units/41/plans': { data: [unitPlan()] },
      [`POST /api/sales/${SALE_ID}/spa`]: () =>
        jsonResponse({ data: saleDetail({ spa_date: '2026-04-01' }), message: 'SPA date recorded.' }),
    });
    renderApp(`/sales/${SALE_ID}/show`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record SPA date' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/SPA date/), { target: { value: '2026-04-01' } });
    await user.click(save);
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.path === `/api/sales/${SALE_ID}/spa`)).toBe(true),
    );
    expect(requests.find((request) => request.path === `/api/sales/${SALE_ID}/spa`)!.json).toMatchObject({ spa_date: '2026-04-01' });
  }, 40_000);

  it('shows a developer the sale without the admin’s actions', async () => {
    signInAs('developer');
    routeFetch({
      ...background(),
      [`GET /api/sales/${SALE_ID}`]: {
        data: saleDetail({ can: { cancel: false, replan: false, record_payment: true, bounce: false, refund: false } }),
      },
    });
    renderApp(`/sales/${SALE_ID}/show`);
    expect(await screen.findByRole('heading', { name: 'Sale of unit 1203', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel sale' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Re-plan' })).toBeNull();
  });
});

function receipt(overrides: Partial<SaleReceipt> = {}): SaleReceipt {
  return {
    id: 9,
    sale_id: SALE_ID,
    amount: 100_000_000,
    currency: 'AED',
    received_date: '2026-03-02',
    method: 'cheque',
    cheque_number: '000123',
    cheque_bank: 'Emirates NBD',
    cheque_date: '2026-03-02',
    reference: null,
    status: 'received',
    allocations: [
      { line_id: 1, amount: 85_000_000 },
      { line_id: 2, amount: 15_000_000 },
    ],
    bounce: null,
    created_at: '2026-03-02T09:00:00.000Z',
    created_by: { id: 3, name: 'Dev Admin' },
    can: { bounce: true },
    ...overrides,
  };
}

describe('a sale’s payments', () => {
  const receipts = () => ({
    data: [
      receipt({ id: 10, amount: 25_000_000, received_date: '2026-12-01', cheque_number: '000124', status: 'pending', allocations: [] }),
      receipt(),
    ],
  });

  it('shows the totals, what is paid and open per line, and the receipts', async () => {
    signInAs('developer_admin');
    routeFetch({
      ...background(),
      [`GET /api/sales/${SALE_ID}`]: { data: saleDetail() },
      [`GET /api/sales/${SALE_ID}/receipts`]: receipts(),
      'GET /api/inventory/units/41/plans': { data: [unitPlan()] },
    });
    renderApp(`/sales/${SALE_ID}/show`);
    const lines = await screen.findByRole('table', { name: 'Paid and open per line' });
    const rows = within(lines).getAllByRole('row');
    expect(within(rows[1]!).getByText('Down payment')).toBeTruthy();
    expect(within(rows[2]!).getByText(/700,000/)).toBeTruthy();
    expect(screen.getByText('Post-dated cheques')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Receipts' });
    expect(within(table).getByText('Pending (post-dated)')).toBeTruthy();
    expect(within(table).getByText(/000123/)).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: 'Bounced' })).toHaveLength(2);
  });

  it('records a cheque with its number, bank and date, once per key', async () => {
    signInAs('developer');
    const requests = routeFetch({
      ...background(),
      [`GET /api/sales/${SALE_ID}`]: {
        data: saleDetail({ can: { cancel: false, replan: false, record_payment: true, bounce: false, refund: false } }),
      },
      [`GET /api/sales/${SALE_ID}/receipts`]: { data: [receipt({ can: { bounce: false } })] },
      [`POST /api/sales/${SALE_ID}/receipts`]: () => jsonResponse({ data: receipt(), message: 'Payment recorded.' }, 201),
    });
    renderApp(`/sales/${SALE_ID}/show`);
    const user = userEvent.setup();
    expect(await screen.findByRole('table', { name: 'Receipts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bounced' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Record' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '250,000.50' } });
    expect(within(dialog).queryByLabelText(/Cheque number/)).toBeNull();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Method' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cheque' }));
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Cheque number/), { target: { value: '000555' } });
    fireEvent.change(within(dialog).getByLabelText(/Bank/), { target: { value: 'ADCB' } });
    fireEvent.change(within(dialog).getByLabelText(/Cheque date/), { target: { value: '2026-12-15' } });
    expect(save.disabled).toBe(false);
    await user.click(save);
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.path === `/api/sales/${SALE_ID}/receipts`)).toBe(true),
    );
    const posted = requests.find((request) => request.method === 'POST' && request.path === `/api/sales/${SALE_ID}/receipts`)!
      .json as Record<string, unknown>;
    expect(posted).toMatchObject({
      amount: 25_000_050,
      method: 'cheque',
      cheque_number: '000555',
      cheque_bank: 'ADCB',
      cheque_date: '2026-12-15',
    });
    expect(typeof posted.idempotency_key).toBe('string');
    expect((posted.idempotency_key as string).length).toBeGreaterThan(8);
  }, 40_000);

  it('shows a cancelled sale’s refunds and records one with a note', async () => {
    signInAs('developer_admin');
    const cancelled = saleDetail({
      status: 'cancelled',
      cancellation: { reason: 'Buyer withdrew', at: '2026-06-01T08:00:00Z', by: { id: 3, name: 'Dev Admin' } },
      payments: { ...saleDetail().payments, refunded: 40_000_000, to_refund: 60_000_000 },
      refunds: [
        {
          id: 5,
          sale_id: SALE_ID,
          amount: 40_000_000,
          currency: 'AED',
          refund_date: '2026-06-02',
          method: 'bank_transfer',
          cheque_number: null,
          cheque_bank: null,
          cheque_date: null,
          reference: 'RF-1',
          note: 'First part',
          created_at: '2026-06-02T08:00:00Z',
          created_by: { id: 3, name: 'Dev Admin' },
        },
      ],
      can: { cancel: false, replan: false, record_payment: false, bounce: true, refund: true },
    });
    const requests = routeFetch({
      ...background(),
      [`GET /api/sales/${SALE_ID}`]: { data: cancelled },
      [`GET /api/sales/${SALE_ID}/receipts`]: { data: [receipt()] },
      [`POST /api/sales/${SALE_ID}/refunds`]: () => jsonResponse({ data: cancelled.refunds[0], message: 'Refund recorded.' }, 201),
    });
    renderApp(`/sales/${SALE_ID}/show`);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Refunds' });
    expect(within(table).getByText('RF-1')).toBeTruthy();
    expect(within(table).getByText('First part')).toBeTruthy();
    expect(screen.getByText('Left to refund')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Record' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '1,000' } });
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Rest later' } });
    await user.click(save);
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.path === `/api/sales/${SALE_ID}/refunds`)).toBe(true),
    );
    const posted = requests.find((request) => request.method === 'POST' && request.path === `/api/sales/${SALE_ID}/refunds`)!.json;
    expect(posted).toMatchObject({ amount: 100_000, method: 'bank_transfer', note: 'Rest later' });
  }, 40_000);

  it('offers no refund to a developer', async () => {
    signInAs('developer');
    routeFetch({
      ...background(),
      [`GET /api/sales/${SALE_ID}`]: {
        data: saleDetail({
          status: 'cancelled',
          cancellation: { reason: 'Buyer withdrew', at: '2026-06-01T08:00:00Z', by: null },
          payments: { ...saleDetail().payments, to_refund: 100_000_000 },
          can: { cancel: false, replan: false, record_payment: false, bounce: false, refund: false },
        }),
      },
      [`GET /api/sales/${SALE_ID}/receipts`]: { data: [receipt({ can: { bounce: false } })] },
    });
    renderApp(`/sales/${SALE_ID}/show`);
    expect(await screen.findByText('No refund recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record refund' })).toBeNull();
  }, 40_000);

  it('downloads the statement of account and a receipt’s PDF', async () => {
    signInAs('developer');
    const pdf = () => new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } });
    const requests = routeFetch({
      ...background(),
      [`GET /api/sales/${SALE_ID}`]: {
        data: saleDetail({ can: { cancel: false, replan: false, record_payment: true, bounce: false, refund: false } }),
      },
      [`GET /api/sales/${SALE_ID}/receipts`]: { data: [receipt({ can: { bounce: false } })] },
      [`GET /api/sales/${SALE_ID}/statement/pdf`]: pdf,
      [`GET /api/sales/${SALE_ID}/receipts/9/pdf`]: pdf,
    });
    renderApp(`/sales/${SALE_ID}/show`);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Receipts' });
    await user.click(within(table).getByRole('button', { name: 'Download receipt RC-000009' }));
    await waitFor(() => expect(requests.some((request) => request.path === `/api/sales/${SALE_ID}/receipts/9/pdf`)).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Statement of account' }));
    await waitFor(() => expect(requests.some((request) => request.path === `/api/sales/${SALE_ID}/statement/pdf`)).toBe(true));
  }, 40_000);

  it('marks a cheque bounced with a reason', async () => {
    signInAs('developer_admin');
    const requests = routeFetch({
      ...background(),
      [`GET /api/sales/${SALE_ID}`]: { data: saleDetail() },
      [`GET /api/sales/${SALE_ID}/receipts`]: { data: [receipt()] },
      'GET /api/inventory/units/41/plans': { data: [unitPlan()] },
      [`POST /api/sales/${SALE_ID}/receipts/9/bounce`]: () =>
        jsonResponse({ data: receipt({ status: 'bounced', allocations: [], can: { bounce: false } }), message: 'ok' }),
    });
    renderApp(`/sales/${SALE_ID}/show`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bounced' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Mark bounced' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Insufficient funds' } });
    await user.click(confirm);
    await waitFor(() => expect(requests.some((request) => request.path === `/api/sales/${SALE_ID}/receipts/9/bounce`)).toBe(true));
    expect(requests.find((request) => request.path === `/api/sales/${SALE_ID}/receipts/9/bounce`)!.json).toMatchObject({
      reason: 'Insufficient funds',
    });
  }, 40_000);
});

describe('recording a sale', () => {
  it('posts the buyers, price, plan and the default fees, then opens the sale', async () => {
    signInAs('developer_admin');
    const requests = routeFetch({
      ...background(),
      'GET /api/inventory/units/41': { data: unit() },
      'GET /api/inventory/units/41/plans': { data: [unitPlan()] },
      'GET /api/sales/fee-defaults': {
        data: { currency: 'AED', fees: [{ label: 'DLD', kind: 'percent', rate_hundredths: 400, fixed_amount: null }] },
      },
      'POST /api/sales': () => jsonResponse({ data: saleDetail(), message: 'Sale recorded; the unit is booked.' }, 201),
      [`GET /api/sales/${SALE_ID}`]: { data: saleDetail() },
    });
    renderApp('/sales/create?unit_id=41');
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Amira Haddad' } });
    fireEvent.change(screen.getByLabelText('ID or passport number'), { target: { value: 'P1234567' } });
    fireEvent.change(screen.getByLabelText('Discount'), { target: { value: '100,000' } });
    fireEvent.change(screen.getByLabelText('Final price'), { target: { value: '1,700,000' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Building plan' }));
    fireEvent.click(await screen.findByRole('option', { name: '20/40/40' }));
    expect((screen.getByDisplayValue('DLD') as HTMLInputElement).value).toBe('DLD');
    await user.click(screen.getByRole('button', { name: 'Record sale' }));

    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/api/sales')).toBe(true));
    expect(requests.find((request) => request.method === 'POST' && request.path === '/api/sales')!.json).toMatchObject({
      unit_id: 41,
      unit_status: 'booked',
      discount: 10_000_000,
      final_price: 170_000_000,
      seller_type: 'developer',
      payment_plan_id: 61,
      buyers: [{ full_name: 'Amira Haddad', id_number: 'P1234567' }],
      fees: [{ label: 'DLD', kind: 'percent', percentage: 4 }],
    });
    expect(await screen.findByRole('heading', { name: 'Sale of unit 1203', level: 1 })).toBeTruthy();
  }, 40_000);

  it('shows the server’s field errors under the fields and stays on the form', async () => {
    signInAs('developer_admin');
    routeFetch({
      ...background(),
      'GET /api/inventory/units/41': { data: unit() },
      'GET /api/inventory/units/41/plans': { data: [unitPlan()] },
      'GET /api/sales/fee-defaults': { data: { currency: 'AED', fees: [] } },
      'POST /api/sales': () =>
        jsonResponse(
          {
            message: 'The final price field is required when it differs from the list price.',
            errors: { final_price: ['The final price field is required when it differs from the list price.'] },
          },
          422,
        ),
    });
    renderApp('/sales/create?unit_id=41');
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Amira Haddad' } });
    fireEvent.change(screen.getByLabelText('Discount'), { target: { value: '100,000' } });
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    expect((await screen.findAllByText('The final price field is required when it differs from the list price.')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('heading', { name: 'Record a sale', level: 1 })).toBeTruthy();
  });
});

describe('the default sale fees', () => {
  it('are edited by the developer admin on his organization’s page and saved whole', async () => {
    signInAs('developer_admin');
    const record = organizationRecord();
    const requests = routeFetch({
      ...background(),
      [`GET /api/auth/organizations/${record.id}`]: { data: record },
      'GET /api/sales/fee-defaults': {
        data: { currency: 'AED', fees: [{ label: 'DLD', kind: 'percent', rate_hundredths: 400, fixed_amount: null }] },
      },
      // A PUT travels as a POST with the method override (docs/api.md "Method override").
      'POST /api/sales/fee-defaults': () => jsonResponse({ data: { currency: 'AED', fees: [] }, message: 'Default sale fees saved.' }),
    });
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    const section = await screen.findByRole('region', { name: 'Default sale fees' });
    const label = (await within(section).findByDisplayValue('DLD')) as HTMLInputElement;
    fireEvent.change(label, { target: { value: 'Land registration' } });
    fireEvent.change(within(section).getByLabelText('Percentage'), { target: { value: '4.5' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save fees' }));
    await waitFor(() => expect(requests.map((request) => `${request.method} ${request.path}`)).toContain('POST /api/sales/fee-defaults'));
    expect(requests.find((request) => request.path === '/api/sales/fee-defaults' && request.method === 'POST')!.json).toMatchObject({
      fees: [{ label: 'Land registration', kind: 'percent', percentage: 4.5 }],
    });
  }, 30_000);
});
