import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ar } from '../../src/client/i18n/ar.ts';
import { setDigitsPreference } from '../../src/client/i18n/digitsPreference.ts';
import { ScheduleTable } from '../../src/client/inventory/paymentPlans/ScheduleTable.tsx';
import { OfferTotals } from '../../src/client/sale-offers/OfferTotals.tsx';
import { formatMoney } from '../../src/shared/money.ts';
import { dateInDays } from '../../src/client/sale-offers/offerDetailsValues.ts';
import { crmBackground } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { inventoryBackground, paymentPlan } from './support/inventoryFactories.ts';
import { SKYLINE_ID, signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';
import { OFFER_ID, offeredUnit, saleOffer, unitsStepRoutes } from './support/saleOfferFactories.ts';
import { keepAllStyles } from './support/visibilityStyles.ts';

// Reads computed styles beyond visibility (see support/visibilityStyles.ts).
keepAllStyles();

const isUnitsPost = (request: SentRequest) => request.method === 'POST' && request.path === `/api/inventory/sale-offers/${OFFER_ID}/units`;

function background() {
  return { ...crmBackground(), ...inventoryBackground(), 'GET /api/crm/leads/options': { data: [] } };
}

async function pickFirstUnit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByText('Tower A · Marina Heights'));
  await user.click(await screen.findByRole('checkbox', { name: 'Select unit 1203' }));
  await user.click(screen.getByRole('button', { name: 'Add selected unit' }));
}

describe('creating a sale offer', () => {
  it('posts the draft for the caller’s organization, then the units picked for it', async () => {
    signInAs('developer_admin');
    const requests = routeFetch({
      ...background(),
      ...unitsStepRoutes(),
      [`POST /api/inventory/sale-offers/${SKYLINE_ID}`]: () => jsonResponse({ data: saleOffer() }, 201),
      [`POST /api/inventory/sale-offers/${OFFER_ID}/units`]: () => jsonResponse({ data: saleOffer({ units: [offeredUnit()] }) }),
    });
    renderApp('/inventory/sale-offers/create');
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText('Client name'), { target: { value: 'Amira Haddad' } });
    fireEvent.change(screen.getByLabelText('Client email'), { target: { value: 'amira@example.test' } });
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.path === `/api/inventory/sale-offers/${SKYLINE_ID}`)).toBe(
        true,
      ),
    );
    expect(requests.find((request) => request.path === `/api/inventory/sale-offers/${SKYLINE_ID}`)!.json).toMatchObject({
      client_name: 'Amira Haddad',
      client_email: 'amira@example.test',
      valid_until: dateInDays(14, 'Asia/Dubai'),
    });

    await pickFirstUnit(user);
    await waitFor(() => expect(requests.some(isUnitsPost)).toBe(true));
    expect(requests.find(isUnitsPost)!.json).toMatchObject({ unit_ids: [501] });
  });

  it('says plainly when a unit was taken meanwhile (409) and reloads the units', async () => {
    signInAs('super_admin_sales_manager');
    const requests = routeFetch({
      ...background(),
      ...unitsStepRoutes(),
      'GET /api/auth/organizations': { data: [{ id: SKYLINE_ID, name: 'Skyline Builders' }], meta: { total: 1 } },
      [`POST /api/inventory/sale-offers/${OFFER_ID}/units`]: () => jsonResponse({ message: 'Unit 1203 is no longer available.' }, 409),
    });
    renderApp(`/inventory/sale-offers/${OFFER_ID}/show/units`);
    const user = userEvent.setup();
    await pickFirstUnit(user);

    const alert = await screen.findByText(/A unit you chose is no longer available/, { selector: '.MuiAlert-message' });
    expect(alert).toBeTruthy();
    const unitLoads = () => requests.filter((request) => request.method === 'GET' && request.path === '/api/inventory/units').length;
    await waitFor(() => expect(unitLoads()).toBeGreaterThanOrEqual(2));
    // The sales manager's buildings are asked for within the offer's developer organization.
    expect(
      requests.find((request) => request.path === '/api/inventory/sale-offers/filter-buildings')!.query.get('developer_organization_id'),
    ).toBe(String(SKYLINE_ID));
  });
});

describe('a unit’s custom plan', () => {
  it('shows the error on the installments for a plan at 90 % and sends nothing', async () => {
    signInAs('developer');
    const requests = routeFetch({
      ...background(),
      [`GET /api/inventory/sale-offers/${OFFER_ID}`]: { data: saleOffer({ units: [offeredUnit()] }) },
      'GET /api/inventory/units/501/plans': {
        data: [
          {
            plan: paymentPlan(),
            price: 150_000_000,
            currency: 'AED',
            booking_date: null,
            handover_date: null,
            installments: [],
            total: 150_000_000,
          },
        ],
      },
    });
    renderApp(`/inventory/sale-offers/${OFFER_ID}/show/plans`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Custom installments' }));
    const row = screen.getByRole('group', { name: 'Installment 1' });
    fireEvent.change(within(row).getByLabelText('Label'), { target: { value: 'Booking' } });
    fireEvent.change(within(row).getByLabelText('Percentage'), { target: { value: '90' } });
    await user.click(screen.getByRole('button', { name: 'Save the plan of unit 1203' }));

    const unit = within(screen.getByRole('region', { name: 'Unit 1203, Tower A' }));
    expect((await unit.findByRole('alert')).textContent).toBe('The installments must add up to exactly 100% (they add up to 90%).');
    expect(screen.getByTestId('installments-total').textContent).toBe('Total: 90 %');
    expect(requests.some((request) => request.path.endsWith('/payment-plan'))).toBe(false);
  });
});

describe('an offer’s page', () => {
  it('shows the units with their schedules and the discounted total, and downloads the PDF', async () => {
    signInAs('super_admin');
    const schedule = [
      { label: 'Booking', percentage: 10, due_type: 'on_booking' as const, due_value: null, amount: 15_000_000, due_date: '2026-11-22' },
      { label: 'Handover', percentage: 90, due_type: 'on_handover' as const, due_value: null, amount: 135_000_000, due_date: null },
    ];
    const unit = offeredUnit({
      custom_installments: true,
      payment_plan_name: 'Custom',
      installments: schedule.map(({ amount: _amount, due_date: _date, ...installment }) => installment),
      schedule,
    });
    const requests = routeFetch({
      ...background(),
      'GET /api/auth/organizations': { data: [], meta: { total: 0 } },
      [`GET /api/inventory/sale-offers/${OFFER_ID}`]: {
        data: saleOffer({
          units: [unit],
          discount: 5_000_000,
          totals: { subtotal: 150_000_000, discount: 5_000_000, total: 145_000_000, units_count: 1 },
          can: { edit: false, delete: true },
        }),
      },
      [`GET /api/inventory/sale-offers/${OFFER_ID}/pdf`]: () =>
        new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderApp(`/inventory/sale-offers/${OFFER_ID}/show`);
    await screen.findByRole('heading', { name: 'Offer SO-2026-000001', level: 1 });
    expect(screen.getByRole('table', { name: 'Schedule of unit 1203' }).textContent).toContain('AED\u00a01,350,000');
    expect(screen.getByTestId('offer-total').textContent).toBe('AED\u00a01,450,000');
    // Not editable any more: no adding, changing or removing.
    expect(screen.queryByRole('link', { name: 'Add units' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove unit 1203' })).toBeNull();
    screen.getByRole('button', { name: 'Delete offer SO-2026-000001' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(requests.some((request) => request.path === `/api/inventory/sale-offers/${OFFER_ID}/pdf`)).toBe(true));
  });
});

describe('an offer’s sums for an Arabic reader', () => {
  it('are written in the digits the reader chose, as every other amount is', () => {
    setDigitsPreference('arabic');
    const schedule = [
      { label: 'Booking', percentage: 10, due_type: 'on_booking' as const, due_value: null, amount: 15_000_000, due_date: '2026-11-22' },
    ];
    const offer = saleOffer({ units: [offeredUnit()], totals: { subtotal: 150_000_000, discount: 0, total: 150_000_000, units_count: 1 } });
    render(
      <AdminContext i18nProvider={polyglotI18nProvider(() => ar, 'ar')}>
        <OfferTotals offer={offer} />
        <ScheduleTable label="schedule" installments={schedule} currency="AED" />
      </AdminContext>,
    );
    const arabicIndic = { locale: 'ar-AE-u-nu-arab' };
    expect(screen.getByTestId('offer-total').textContent).toBe(formatMoney(150_000_000, 'AED', arabicIndic));
    expect(screen.getByRole('table', { name: 'schedule' }).textContent).toContain(formatMoney(15_000_000, 'AED', arabicIndic));
    expect(screen.getByTestId('offer-total').textContent).toMatch(/[٠-٩]/);
  });
});

const isOfferPut = (request: SentRequest) =>
  request.method === 'POST' && request.path === `/api/inventory/sale-offers/${OFFER_ID}` && request.query.get('_method') === 'PUT';

describe('the discount, asked for once the units are known', () => {
  it('is not asked for when the draft is created', async () => {
    signInAs('developer_admin');
    routeFetch(background());
    renderApp('/inventory/sale-offers/create');
    await screen.findByLabelText('Client name');
    expect(screen.queryByLabelText('Discount')).toBeNull();
  });

  it('is taken on the plans step within the units’ total and sent with the offer’s version', async () => {
    signInAs('super_admin_sales_manager');
    const offer = saleOffer({ units: [offeredUnit()] });
    const requests = routeFetch({
      ...background(),
      'GET /api/auth/organizations': { data: [], meta: { total: 0 } },
      [`GET /api/inventory/sale-offers/${OFFER_ID}`]: { data: offer },
      'GET /api/inventory/units/501/plans': { data: [] },
      [`POST /api/inventory/sale-offers/${OFFER_ID}`]: () => jsonResponse({ data: offer, message: 'Sale offer updated.' }),
    });
    renderApp(`/inventory/sale-offers/${OFFER_ID}/show/plans`);
    const user = userEvent.setup();
    // No discount yet: the total alone, never "−AED 0.00".
    expect((await screen.findByTestId('offer-total')).textContent).toBe('AED\u00a01,500,000');
    expect(screen.queryByTestId('offer-discount')).toBeNull();

    const discount = screen.getByLabelText('Discount');
    fireEvent.change(discount, { target: { value: '1500001' } });
    await user.click(screen.getByRole('button', { name: 'Apply discount' }));
    expect(await screen.findByText('The discount must not exceed the total of the offered units.')).toBeTruthy();
    expect(requests.some(isOfferPut)).toBe(false);

    fireEvent.change(discount, { target: { value: '50000' } });
    await user.click(screen.getByRole('button', { name: 'Apply discount' }));
    await waitFor(() => expect(requests.some(isOfferPut)).toBe(true));
    expect(requests.find(isOfferPut)!.json).toMatchObject({
      client_name: 'Amira Haddad',
      valid_until: '2026-12-31',
      discount: 5_000_000,
      updated_at: offer.updated_at,
    });
  });

  it('shows a discount as taken off the units’ total', async () => {
    signInAs('developer_admin');
    routeFetch({
      ...background(),
      [`GET /api/inventory/sale-offers/${OFFER_ID}`]: {
        data: saleOffer({
          units: [offeredUnit()],
          discount: 5_000_000,
          totals: { subtotal: 150_000_000, discount: 5_000_000, total: 145_000_000, units_count: 1 },
        }),
      },
    });
    renderApp(`/inventory/sale-offers/${OFFER_ID}/show`);
    expect((await screen.findByTestId('offer-discount')).textContent).toBe('− AED\u00a050,000');
    expect(screen.getByTestId('offer-subtotal').textContent).toBe('AED\u00a01,500,000');
  });
});

describe('changing a draft', () => {
  it('opens the details from the offer’s Edit, with every step a link, and saves them', async () => {
    signInAs('developer_admin');
    const offer = saleOffer({ units: [offeredUnit()], notes: 'High floor' });
    const requests = routeFetch({
      ...background(),
      [`GET /api/inventory/sale-offers/${OFFER_ID}`]: { data: offer },
      [`POST /api/inventory/sale-offers/${OFFER_ID}`]: () => jsonResponse({ data: offer, message: 'Sale offer updated.' }),
    });
    renderApp(`/inventory/sale-offers/${OFFER_ID}/show`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    const steps = screen.getByLabelText('Steps of the offer');
    expect(within(steps).getByRole('tab', { name: 'Units' }).getAttribute('href')).toBe(`/inventory/sale-offers/${OFFER_ID}/show/units`);
    expect(within(steps).getByRole('tab', { name: 'Payment plans and discount' })).toBeTruthy();
    const clientName = screen.getByLabelText('Client name');
    expect((clientName as HTMLInputElement).value).toBe('Amira Haddad');
    fireEvent.change(clientName, { target: { value: 'Amira H. Haddad' } });
    fireEvent.change(screen.getByLabelText('Discount'), { target: { value: '25000' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some(isOfferPut)).toBe(true));
    expect(requests.find(isOfferPut)!.json).toMatchObject({
      client_name: 'Amira H. Haddad',
      discount: 2_500_000,
      notes: 'High floor',
      updated_at: offer.updated_at,
    });
    await screen.findByRole('link', { name: 'Edit' });
  });

  it('offers no Edit on an offer that can no longer change', async () => {
    signInAs('developer_admin');
    routeFetch({
      ...background(),
      [`GET /api/inventory/sale-offers/${OFFER_ID}`]: { data: saleOffer({ status: 'sent', can: { edit: false, delete: true } }) },
    });
    renderApp(`/inventory/sale-offers/${OFFER_ID}/show`);
    await screen.findByRole('heading', { name: 'Offer SO-2026-000001', level: 1 });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});

describe('the unit picker', () => {
  it('marks the units already on the offer and keeps its buttons in a footer that sticks', async () => {
    signInAs('developer_admin');
    routeFetch({ ...background(), ...unitsStepRoutes(saleOffer({ units: [offeredUnit()] })) });
    renderApp(`/inventory/sale-offers/${OFFER_ID}/show/units`);
    await userEvent.setup().click(await screen.findByText('Tower A · Marina Heights'));
    const onOffer = await screen.findByRole('checkbox', { name: 'Select unit 1203' });
    expect((onOffer as HTMLInputElement).disabled).toBe(true);
    const rows = screen.getAllByRole('row');
    expect(rows.find((row) => row.textContent?.includes('1203'))!.textContent).toContain('On this offer');
    expect(rows.find((row) => row.textContent?.includes('1204'))!.textContent).not.toContain('On this offer');
    const footer = screen.getByRole('toolbar', { name: 'Units step actions' });
    expect(getComputedStyle(footer).position).toBe('sticky');
    expect(within(footer).getByRole('link', { name: 'Next: payment plans' })).toBeTruthy();
  });

  it('shows the toast of an added unit at the top, away from the buttons', async () => {
    signInAs('developer_admin');
    routeFetch({
      ...background(),
      ...unitsStepRoutes(),
      [`POST /api/inventory/sale-offers/${OFFER_ID}/units`]: () => jsonResponse({ data: saleOffer({ units: [offeredUnit()] }) }),
    });
    renderApp(`/inventory/sale-offers/${OFFER_ID}/show/units`);
    await pickFirstUnit(userEvent.setup());
    const toast = await screen.findByText('Unit added to the offer.');
    expect(toast.closest('.MuiSnackbar-root')!.className).toContain('MuiSnackbar-anchorOriginTopCenter');
  });
});

describe('apply this plan to all units', () => {
  it('gives a unit’s custom plan to every other unit, each call based on the last answer', async () => {
    signInAs('developer_admin');
    const installments = [
      { label: 'Booking', percentage: 10, due_type: 'on_booking' as const, due_value: null },
      { label: 'Handover', percentage: 90, due_type: 'on_handover' as const, due_value: null },
    ];
    const planned = offeredUnit({ custom_installments: true, payment_plan_name: 'Custom', installments });
    const other = offeredUnit({ unit_id: 502, unit_number: '1204', building_id: 32, building_name: 'Tower B', position: 1 });
    const offer = saleOffer({ units: [planned, other] });
    const answered = { ...offer, updated_at: '2026-11-22T09:05:00.000Z' };
    const requests = routeFetch({
      ...background(),
      [`GET /api/inventory/sale-offers/${OFFER_ID}`]: { data: offer },
      'GET /api/inventory/units/501/plans': { data: [] },
      'GET /api/inventory/units/502/plans': { data: [] },
      [`POST /api/inventory/sale-offers/${OFFER_ID}/units/502/payment-plan`]: () =>
        jsonResponse({ data: answered, message: 'Payment plan saved.' }),
    });
    renderApp(`/inventory/sale-offers/${OFFER_ID}/show/plans`);
    const unit = within(await screen.findByRole('region', { name: 'Unit 1203, Tower A' }));
    await userEvent.setup().click(unit.getByRole('button', { name: 'Apply this plan to all units' }));
    const isPlanPut = (request: SentRequest) => request.path === `/api/inventory/sale-offers/${OFFER_ID}/units/502/payment-plan`;
    await waitFor(() => expect(requests.some(isPlanPut)).toBe(true));
    expect(requests.find(isPlanPut)!.json).toMatchObject({ installments, updated_at: offer.updated_at });
    // The unit without a plan has nothing to give.
    expect(
      within(screen.getByRole('region', { name: 'Unit 1204, Tower B' })).queryByRole('button', { name: /Apply this plan/ }),
    ).toBeNull();
  });
});
