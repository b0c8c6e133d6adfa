// The public calls of the organization signup wizard (docs/api.md "Organization signup"): no token,
// and a 401/403 here would be a wrong answer rather than a lost session.
import type { BankDataFields, BrokerDataFields, CompanyDataBody, SignatoryDataFields } from '../../shared/schemas/signup.ts';
import type { OrganizationStatus } from '../../shared/roles.ts';
import type { SignupKind, SignupStep } from '../../shared/signup.ts';
import { apiRequest, type ApiRequest } from '../providers/httpClient.ts';

/** Where a signup stands after a step. */
export interface SignupProgress {
  uuid: string;
  step: SignupStep;
  next_step: SignupStep | null;
  completed: boolean;
}

/** GET signup/{uuid}: where it stands and what was entered, to resume it. */
export interface SignupState extends SignupProgress {
  kind: SignupKind;
  source: string;
  company_name: string;
  status: OrganizationStatus;
  completed_at: string | null;
  /** While the review asks for changes: its message, and the step it reopened at (null once that step is sent again). */
  changes_requested: { message: string; step: SignupStep | null } | null;
  company_data: Partial<Record<keyof Omit<CompanyDataBody, 'source' | 'kind' | 'uuid'>, string | null>>;
  bank_data: { iban_masked: string | null; has_bank_confirmation_letter: boolean } | null;
  auth_signatory_data: {
    full_name: string | null;
    email: string | null;
    phone: string | null;
    nationality: string | null;
    has_id_document: boolean;
  } | null;
  broker_data: { orn_number: string | null; has_broker_card: boolean } | null;
}

export const signupQueryKeys = {
  state: (uuid: string) => ['signup', uuid] as const,
  tradeLicense: (number: string, uuid: string | null) => ['signup', 'trade-license', number, uuid] as const,
};

function publicCall<T>(request: ApiRequest): Promise<T> {
  return apiRequest<T>({ ...request, authenticated: false, reportAccessDenied: false });
}

export async function fetchSignupState(uuid: string): Promise<SignupState> {
  return (await publicCall<{ data: SignupState }>({ path: ['signup', uuid] })).data;
}

export async function checkTradeLicense(tradeLicenseNumber: string, uuid: string | null): Promise<boolean> {
  const answer = await publicCall<{ data: { available: boolean } }>({
    method: 'POST',
    path: 'signup/check-trade-license-number',
    data: { trade_license_number: tradeLicenseNumber, ...(uuid ? { uuid } : {}) },
  });
  return answer.data.available;
}

export async function sendCompanyData(body: CompanyDataBody): Promise<SignupProgress> {
  return (await publicCall<{ data: SignupProgress }>({ method: 'POST', path: 'signup/company-data', data: { ...body } })).data;
}

export async function sendBankData(uuid: string, body: BankDataFields & { bank_confirmation_letter: File }): Promise<SignupProgress> {
  return (await publicCall<{ data: SignupProgress }>({ method: 'POST', path: ['signup', uuid, 'bank-data'], data: { ...body } })).data;
}

export async function sendSignatoryData(uuid: string, body: SignatoryDataFields & { id_document: File }): Promise<SignupProgress> {
  return (await publicCall<{ data: SignupProgress }>({ method: 'POST', path: ['signup', uuid, 'auth-signatory-data'], data: { ...body } }))
    .data;
}

export async function sendBrokerData(uuid: string, body: BrokerDataFields & { broker_card: File }): Promise<SignupProgress> {
  return (await publicCall<{ data: SignupProgress }>({ method: 'POST', path: ['signup', uuid, 'broker-data'], data: { ...body } })).data;
}
