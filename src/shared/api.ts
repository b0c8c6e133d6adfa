// The HTTP contract's shapes and conventions (docs/api.md "Conventions"), shared by client and server.
import type { Language } from './languages.ts';

export const API_PREFIX = '/api';

/** Device name the web app sends on login (docs/product.md section 9). */
export const WEB_DEVICE_NAME = 'Realestate Platform Web';

export const DEFAULT_LOCALE = 'en';

/** Methods a POST may stand for through `_method` (docs/api.md "Method override"). */
export const OVERRIDABLE_METHODS = ['PUT', 'PATCH', 'DELETE'] as const;
export type OverridableMethod = (typeof OVERRIDABLE_METHODS)[number];

export const DEFAULT_PER_PAGE = 15;
/** PostgreSQL's integer: the largest id, and the largest value of an integer column, the API takes. */
export const MAX_INTEGER = 2_147_483_647;
export const MAX_PER_PAGE = 100;
export const MAX_OPTIONS = 100;

export interface ListMeta {
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}
export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}
/** One choice of an options route (`…/options`): the server's answer, the client's picker entry. */
export interface Option {
  value: number | string;
  label: string;
}
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export interface SessionOrganization {
  id: number;
  name: string;
  kind: 'platform' | 'developer' | 'broker';
  logo_url: string | null;
  /** IANA zone the client shows the organization's times and days in (docs/domain.md "Time zone"). */
  time_zone: string;
  /** ISO 3166-1 alpha-2 code, or null when not given: the home of its phones (docs/api.md "Phones"). */
  country: string | null;
  pivot_role: import('./roles.ts').Role;
  pivot_enabled: boolean;
}

/** A successful sign-in (also the answer of register and of the 2FA challenge). */
export interface LoginSuccess {
  two_factor_auth: false;
  token: string;
  full_name: string;
  user_id: number;
  organizations: SessionOrganization[];
  has_enabled_two_factor_auth: boolean;
  /** The user's language (docs/api.md "Languages"): the client switches to it at sign-in. */
  language: Language;
}
export interface LoginChallenge {
  two_factor_auth: true;
  challenge_token: string;
}
export type LoginResponse = LoginSuccess | LoginChallenge;

export interface MeResponse {
  data: {
    id: number;
    full_name: string;
    email: string;
    phone: string | null;
    has_enabled_two_factor_auth: boolean;
    /** Whether the owner followed the link mailed to `email`; an unverified account joins no organization. */
    email_verified: boolean;
    /** An address the user asked to change to, awaiting its mailed link; `email` stays until then. */
    pending_email: string | null;
    /** The language the user reads the product in (docs/api.md "Languages"). */
    language: Language;
    organizations: SessionOrganization[];
    /** The profile's version (docs/api.md "Versions"). */
    updated_at: string;
  };
}

export interface Country {
  code: string;
  name: string;
  dial_code: string;
}
