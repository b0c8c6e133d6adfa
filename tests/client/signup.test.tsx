import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SignupState } from '../../src/client/signup/signupApi.ts';
import type { SignupStep } from '../../src/shared/signup.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const UUID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const calls = (requests: SentRequest[]) =>
  requests.map((request) => `${request.method} ${request.path}`).filter((call) => call.includes('/signup'));

function state(kind: 'developer' | 'broker', step: SignupStep, next: SignupStep | null): SignupState {
  return {
    uuid: UUID,
    step,
    next_step: next,
    completed: next === null,
    kind,
    source: 'skylinebuilders',
    company_name: 'Gulf Brokers',
    status: 'pending',
    completed_at: next === null ? '2026-03-01T10:00:00.000Z' : null,
    changes_requested: null,
    company_data: {
      company_name: 'Gulf Brokers',
      trade_license_number: 'GB-1',
      trade_license_expiry: '2031-06-30',
      country: 'AE',
      city: 'Dubai',
      address: 'Marina 1',
      phone: '+971 4 555 0101',
      email: 'office@gulf.test',
      contact_full_name: 'Rana',
      contact_email: 'rana@gulf.test',
    },
    bank_data: null,
    auth_signatory_data: null,
    broker_data: null,
  };
}

/** A signup server that moves on as each step arrives, and refuses steps the test asks it to. */
function signupServer(kind: 'developer' | 'broker', overrides: Record<string, unknown> = {}) {
  const course: SignupStep[] =
    kind === 'broker'
      ? ['company_data', 'bank_data', 'auth_signatory_data', 'broker_data']
      : ['company_data', 'bank_data', 'auth_signatory_data'];
  let done = -1;
  const progress = () => ({ uuid: UUID, step: course[done], next_step: course[done + 1] ?? null, completed: done === course.length - 1 });
  const advance =
    (status = 200) =>
    () => {
      done += 1;
      return jsonResponse({ data: progress(), message: 'Saved.' }, status);
    };
  return routeFetch({
    'POST /api/signup/check-trade-license-number': (request: SentRequest) =>
      jsonResponse({ data: { available: request.json?.trade_license_number !== 'TAKEN-1' } }),
    'POST /api/signup/company-data': advance(201),
    [`GET /api/signup/${UUID}`]: () => jsonResponse({ data: state(kind, course[done]!, course[done + 1] ?? null) }),
    [`POST /api/signup/${UUID}/bank-data`]: advance(),
    [`POST /api/signup/${UUID}/auth-signatory-data`]: advance(),
    [`POST /api/signup/${UUID}/broker-data`]: advance(),
    ...overrides,
  });
}

/** Puts text in a field at once (pasted): these forms re-validate on every key. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function chooseCountry(user: UserEvent, label: string) {
  await user.type(screen.getByLabelText(label), 'United Arab');
  await user.click(await screen.findByRole('option', { name: 'United Arab Emirates' }));
}

async function fillCompany(user: UserEvent, kind: 'Developer' | 'Broker', tradeLicense = 'GB-2026-01') {
  await user.click(await screen.findByRole('combobox', { name: 'Company type' }));
  await user.click(await screen.findByRole('option', { name: kind }));
  await fill(user, screen.getByLabelText('Company name'), 'Gulf Brokers');
  await user.type(screen.getByLabelText('Trade licence number'), tradeLicense);
  await fill(user, screen.getByLabelText('Trade licence expiry'), '2031-06-30');
  await chooseCountry(user, 'Country');
  await fill(user, screen.getByLabelText('City'), 'Dubai');
  await fill(user, screen.getByLabelText('Address'), 'Marina Walk 1');
  await fill(user, screen.getByLabelText('Company phone'), '+971 4 555 0101');
  await fill(user, screen.getByLabelText('Company email'), 'office@gulf.test');
  await fill(user, screen.getByLabelText('Contact person'), 'Rana Contact');
  await fill(user, screen.getByLabelText('Contact email'), 'rana@gulf.test');
}

async function fillBank(user: UserEvent, iban = 'AE07 0331 2345 6789 0123 456') {
  await fill(user, await screen.findByLabelText('Bank name'), 'Emirates NBD');
  await fill(user, screen.getByLabelText('Account name'), 'Gulf Brokers');
  await user.type(screen.getByLabelText('IBAN'), iban);
  await fill(user, screen.getByLabelText('SWIFT code'), 'EBILAEAD');
  await user.upload(screen.getByLabelText('Bank confirmation letter'), new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }));
}

async function fillSignatory(user: UserEvent) {
  await fill(user, await screen.findByLabelText('Full name'), 'Rana Signatory');
  await fill(user, screen.getByLabelText('Email'), 'sign@gulf.test');
  await fill(user, screen.getByLabelText('Phone'), '+971 50 555 0101');
  await chooseCountry(user, 'Nationality');
  await user.upload(screen.getByLabelText('ID document'), png('id.png'));
}

const activeStep = () => document.querySelector('.MuiStepLabel-label.Mui-active')?.textContent;

describe('the signup wizard', () => {
  it('shows the not-found page for a source that is not allowed, and calls nothing', async () => {
    const requests = signupServer('broker');
    renderApp('/signup/acme');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(calls(requests)).toEqual([]);
  });

  it('takes a broker through every step in order, keeping the signup’s uuid in the address', { timeout: 40_000 }, async () => {
    const requests = signupServer('broker');
    const app = renderApp('/signup/skylinebuilders');
    const user = userEvent.setup({ delay: null });
    await fillCompany(user, 'Broker');
    expect(await screen.findByText('GB-2026-01 is available.')).toBeTruthy();
    expect(activeStep()).toBe('Company');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByLabelText('Bank name');
    expect(app.router.state.location.search).toBe(`?uuid=${UUID}`);
    expect(activeStep()).toBe('Bank');
    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByLabelText('ID document');
    expect(activeStep()).toBe('Authorised signatory');
    await fillSignatory(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await fill(user, await screen.findByLabelText('ORN number'), 'ORN-12345');
    await user.upload(screen.getByLabelText('Broker card'), png('card.png'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText(/Gulf Brokers is registered and waits for approval/)).toBeTruthy();
    const posts = calls(requests).filter((call) => call.startsWith('POST') && !call.includes('check-trade'));
    expect(posts).toEqual([
      'POST /api/signup/company-data',
      `POST /api/signup/${UUID}/bank-data`,
      `POST /api/signup/${UUID}/auth-signatory-data`,
      `POST /api/signup/${UUID}/broker-data`,
    ]);

    const company = requests.find((request) => request.path === '/api/signup/company-data')!;
    expect(company.headers.Authorization).toBeUndefined();
    expect(company.json).toMatchObject({
      source: 'skylinebuilders',
      kind: 'broker',
      trade_license_number: 'GB-2026-01',
      country: 'AE',
      contact_email: 'rana@gulf.test',
    });
    const bank = requests.find((request) => request.path.endsWith('/bank-data'))!;
    expect((bank.form!.get('bank_confirmation_letter') as File).name).toBe('letter.pdf');
    expect(bank.form!.get('iban')).toBe('AE070331234567890123456');
    const signatory = requests.find((request) => request.path.endsWith('/auth-signatory-data'))!;
    expect((signatory.form!.get('id_document') as File).name).toBe('id.png');
    expect(signatory.form!.get('nationality')).toBe('AE');
    const broker = requests.find((request) => request.path.endsWith('/broker-data'))!;
    expect((broker.form!.get('broker_card') as File).name).toBe('card.png');
  });

  it('ends a developer’s signup with the authorised signatory', { timeout: 40_000 }, async () => {
    signupServer('developer');
    renderApp('/signup/skylinebuilders');
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByText('Broker')).toBeNull();
    await fillCompany(user, 'Developer');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await fillSignatory(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(/waits for approval/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('shows the server’s 422 of a step under its fields, and stays on the step', async () => {
    const message = 'The IBAN is not valid: its check digits do not match. Please check it for typos.';
    const letterMessage = 'The bank confirmation letter must be a PDF, JPEG or PNG.';
    signupServer('broker', {
      [`POST /api/signup/${UUID}/bank-data`]: () =>
        jsonResponse({ message, errors: { iban: [message], bank_confirmation_letter: [letterMessage] } }, 422),
      [`GET /api/signup/${UUID}`]: { data: state('broker', 'company_data', 'bank_data') },
    });
    renderApp(`/signup/skylinebuilders?uuid=${UUID}`);
    const user = userEvent.setup({ delay: null });
    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('IBAN').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(await screen.findByText(letterMessage)).toBeTruthy();
    expect(screen.getByLabelText('Bank name')).toBeTruthy();
  });

  it('asks for the file before sending a step', async () => {
    const requests = signupServer('broker', { [`GET /api/signup/${UUID}`]: { data: state('broker', 'company_data', 'bank_data') } });
    renderApp(`/signup/skylinebuilders?uuid=${UUID}`);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Bank name'), 'Emirates NBD');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a file.')).toBeTruthy();
    expect(calls(requests).filter((call) => call.endsWith('/bank-data'))).toEqual([]);
  });

  it('resumes a signup from its uuid at the step after the last one done', async () => {
    const requests = signupServer('broker', { [`GET /api/signup/${UUID}`]: { data: state('broker', 'bank_data', 'auth_signatory_data') } });
    renderApp(`/signup/skylinebuilders?uuid=${UUID}`);
    expect(await screen.findByLabelText('ID document')).toBeTruthy();
    expect(activeStep()).toBe('Authorised signatory');
    const steps = within(document.querySelector<HTMLElement>('.MuiStepper-root')!).getAllByText(
      /Company|Bank|Authorised signatory|Broker|Done/,
    );
    expect(steps.map((step) => step.textContent)).toEqual(['Company', 'Bank', 'Authorised signatory', 'Broker', 'Done']);
    expect(calls(requests)).toEqual([`GET /api/signup/${UUID}`]);
  });

  it('says when a signup link is unknown and offers a new start', async () => {
    signupServer('broker', { [`GET /api/signup/${UUID}`]: () => jsonResponse({ message: 'Not found.' }, 404) });
    const app = renderApp(`/signup/skylinebuilders?uuid=${UUID}`);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Start a new signup' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    expect(await screen.findByLabelText('Company name')).toBeTruthy();
  });

  it('says a rejected signup can no longer be resumed, and offers no form', async () => {
    signupServer('broker', {
      [`GET /api/signup/${UUID}`]: () =>
        jsonResponse({ message: 'This signup was rejected and can no longer be resumed. We sent the reason by email.' }, 410),
    });
    renderApp(`/signup/skylinebuilders?uuid=${UUID}`);
    expect(await screen.findByText('This signup was rejected and can no longer be resumed. We sent the reason by email.')).toBeTruthy();
    expect(screen.queryByLabelText('Company name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start a new signup' })).toBeNull();
  });

  it('reopens a signup sent back for changes on the step concerned, with the reviewer’s message', async () => {
    const message = 'The ID document is expired; please upload a valid one.';
    signupServer('broker', {
      [`GET /api/signup/${UUID}`]: {
        data: {
          ...state('broker', 'bank_data', 'auth_signatory_data'),
          status: 'changes_requested',
          changes_requested: { message, step: 'auth_signatory_data' },
        },
      },
    });
    renderApp(`/signup/skylinebuilders?uuid=${UUID}`);
    expect(await screen.findByLabelText('ID document')).toBeTruthy();
    expect(activeStep()).toBe('Authorised signatory');
    expect(screen.getByText(message, { exact: false })).toBeTruthy();
  });

  it('reopens the company data form, filled in, when the review asks to change it', async () => {
    const requests = signupServer('broker', {
      [`GET /api/signup/${UUID}`]: {
        data: {
          ...state('broker', 'company_data', 'bank_data'),
          status: 'changes_requested',
          changes_requested: { message: 'Write the name as on the licence.', step: 'company_data' },
        },
      },
    });
    renderApp(`/signup/skylinebuilders?uuid=${UUID}`);
    const name = await screen.findByLabelText('Company name');
    expect((name as HTMLInputElement).value).toBe('Gulf Brokers');
    expect(activeStep()).toBe('Company');
    expect(screen.queryByRole('button', { name: 'Back to the company data' })).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.type(name, ' LLC');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/signup/company-data')?.json).toMatchObject({
        uuid: UUID,
        company_name: 'Gulf Brokers LLC',
      }),
    );
  });

  it('checks the trade licence as typing pauses and says when it is taken', async () => {
    const requests = signupServer('broker');
    renderApp('/signup/skylinebuilders');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Trade licence number'), 'taken-1');
    expect(await screen.findByText('TAKEN-1 is already registered.')).toBeTruthy();
    // One check for the number as typed, not one per key.
    expect(
      requests
        .filter((request) => request.path === '/api/signup/check-trade-license-number')
        .map((request) => request.json?.trade_license_number),
    ).toEqual(['TAKEN-1']);
  });

  it('lets the company data be corrected while it is the last step done', async () => {
    const requests = signupServer('broker', { [`GET /api/signup/${UUID}`]: { data: state('broker', 'company_data', 'bank_data') } });
    renderApp(`/signup/skylinebuilders?uuid=${UUID}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Back to the company data' }));
    const name = await screen.findByLabelText('Company name');
    expect((name as HTMLInputElement).value).toBe('Gulf Brokers');
    await user.clear(name);
    await user.type(name, 'Gulf Brokers LLC');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Bank name');
    expect(requests.find((request) => request.path === '/api/signup/company-data')!.json).toMatchObject({
      uuid: UUID,
      company_name: 'Gulf Brokers LLC',
      kind: 'broker',
    });
  });
});
