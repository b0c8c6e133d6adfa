// What the dashboards' widgets answer (docs/api.md "Dashboards"), for the server's
// response schemas and the client's charts alike. Money is integer minor units of the row's
// currency, and is never added across currencies: a figure in two currencies is two rows.
import type { MessageProvider } from './contacts.ts';
import type { LeadSource, LeadStatus } from './crm.ts';
import type { UnitStatus } from './inventory.ts';
import type { OrganizationKind, OrganizationStatus } from './roles.ts';
import type { SignupKind, SignupStage } from './signup.ts';
import { addDays } from './time-zones.ts';

/** One project's units in one status: how many, and what they are priced at. */
export interface InventoryByProjectRow {
  project_id: number;
  project_name: string;
  currency: string;
  status: UnitStatus;
  units: number;
  value: number;
}

/** The open deals of one stage in one currency, their value and their value × the stage's probability. */
export interface PipelineStageRow {
  pipeline_id: number;
  pipeline_name: string;
  stage_id: number;
  stage_name: string;
  probability: number;
  currency: string | null;
  deals: number;
  value: number;
  weighted_value: number;
}

/** Deals closed within the period: won, lost, the share won, and the median days from creation to won. */
export interface PipelineOutcome {
  won: number;
  lost: number;
  /** won / (won + lost), null when none closed. */
  win_rate: number | null;
  /** null when none was won. */
  median_days_to_won: number | null;
}

/** The periods absorption is counted in. */
export const ABSORPTION_INTERVALS = ['week', 'month'] as const;
export type AbsorptionInterval = (typeof ABSORPTION_INTERVALS)[number];

/** Units that entered a status (booked or sold) within one week or month, from the unit status history. */
export interface AbsorptionRow {
  /** The period's first day (a Monday for weeks), in the organization's calendar. */
  period: string;
  status: 'booked' | 'sold';
  units: number;
}

/** Leads created within the period from one source, and how many of them have a won deal. */
export interface LeadSourceRow {
  source: LeadSource;
  leads: number;
  converted: number;
  /** converted / leads. */
  conversion_rate: number;
}

/** One member's activities due within the period: done, and still open past their due time. */
export interface TeamActivityRow {
  /** null: activities nobody owns. */
  owner_id: number | null;
  owner_name: string | null;
  done: number;
  overdue: number;
}

/** One project's units of one bedroom count that have an area: the average price per sq ft. */
export interface PricePerSqftRow {
  project_id: number;
  project_name: string;
  currency: string;
  bedrooms: number;
  units: number;
  /** Their price total over their internal area total, in minor units per sq ft (rounded). */
  price_per_sqft: number;
}

/**
 * Sale offers created within one week or month, and how many of them led to a booking: an active
 * sale recorded from the offer (sales.sale_offer_id; a cancelled sale is no booking).
 */
export interface SaleOffersPeriodRow {
  period: string;
  offers: number;
  booked: number;
  /** booked / offers. */
  conversion_rate: number;
}

/**
 * Collections of one currency (docs/api.md "Dashboards"): of the active sales' current schedules,
 * what is open on lines due before today (overdue) and on lines due from today to 30 days on
 * (`due_soon`), after what was received (a pending post-dated cheque whose date has come counts as
 * received), and how many sales have something overdue.
 */
export interface CollectionsCurrencyRow {
  currency: string;
  overdue: number;
  overdue_sales: number;
  due_soon: number;
}

/** The days after today the collections widget's "due soon" reaches (today included, so 31 days). */
export const COLLECTIONS_DUE_SOON_DAYS = 30;

/** The collections widget: per currency, with the day it was read for (the organization's today). */
export interface CollectionsSummary {
  today: string;
  due_soon_until: string;
  currencies: CollectionsCurrencyRow[];
}

// The sales manager's dashboard: each assigned developer organization.

/**
 * One assigned developer organization's units in one status and currency (a project's), and their
 * price total; an organization without units is one row with no status, no currency and none.
 */
export interface OrganizationAvailabilityRow {
  organization_id: number;
  organization_name: string;
  currency: string | null;
  status: UnitStatus | null;
  units: number;
  value: number;
}

/** One assigned developer organization's sale offers created within one week or month. */
export interface OrganizationOffersPeriodRow {
  organization_id: number;
  organization_name: string;
  period: string;
  offers: number;
  booked: number;
  conversion_rate: number;
}

/** One assigned developer organization's collections in one currency (as CollectionsCurrencyRow). */
export interface OrganizationCollectionsRow extends CollectionsCurrencyRow {
  organization_id: number;
  organization_name: string;
}

// The super admin's dashboard: the platform.

/** The organizations of one kind in one status. */
export interface OrganizationsByKindRow {
  kind: OrganizationKind;
  status: OrganizationStatus;
  organizations: number;
}

/** The undecided signups of one kind at one stage. */
export interface PendingSignupsRow {
  kind: SignupKind;
  stage: SignupStage;
  organizations: number;
}

/** The windows (days back from now) active users are counted over. */
export const ACTIVE_USER_WINDOWS = [7, 30] as const;

/** The users who signed in or used a session within the last `days` days. */
export interface ActiveUsersRow {
  days: (typeof ACTIVE_USER_WINDOWS)[number];
  users: number;
}

/** The statuses a message counts as sent (or, through the `log` provider, logged) on the dashboard. */
export const SENT_MESSAGE_STATUSES = ['sent', 'delivered'] as const;

/** The messages created within the period through one provider: sent (or delivered), and failed. */
export interface MessagesByProviderRow {
  provider: MessageProvider;
  sent: number;
  failed: number;
}

// The broker admin's and broker's dashboard: the organization's CRM, or the caller's own.

/** Leads created within the period in one status. */
export interface LeadStatusRow {
  status: LeadStatus;
  leads: number;
}

/** The two calendar months the won deals compare: this one (so far) and the one before. */
export const WON_MONTHS = ['last', 'this'] as const;
export type WonMonth = (typeof WON_MONTHS)[number];

/** The deals of one pipeline won in one of the two months, in one currency. */
export interface WonDealsRow {
  pipeline_id: number;
  pipeline_name: string;
  month: WonMonth;
  currency: string;
  deals: number;
  value: number;
}

/** Deals won this month against last month; each month's first and last day (organization's calendar). */
export interface WonDeals {
  months: Record<WonMonth, { from: string; to: string }>;
  rows: WonDealsRow[];
}

/** "My day": open activities due today, open activities past due, and unseen leads. */
export interface MyDay {
  /** Today (YYYY-MM-DD) in the organization's calendar. */
  today: string;
  due_today: number;
  overdue: number;
  unseen_leads: number;
}

/** One member's figures (broker admin): leads created and deals won in the period, and today's open work. */
export interface MemberFiguresRow {
  /** null: records nobody owns. */
  user_id: number | null;
  full_name: string | null;
  leads: number;
  unseen_leads: number;
  open_deals: number;
  won_deals: number;
  overdue_activities: number;
}

/** How far back a widget reads when no period is asked for (absorption, lead sources): a year. */
export const DEFAULT_PERIOD_DAYS = 365;

/**
 * The period a widget reads: the one asked for when either end is given (the other left open),
 * else the last year to `today` (a day of the organization's calendar), both ends included. The
 * server reads every request this way; the client asks for the same period and links with it.
 */
export function periodOrLastYear<R extends { from?: string; to?: string }>(range: R, today: string): R {
  if (range.from || range.to) return range;
  return { ...range, from: addDays(today, -DEFAULT_PERIOD_DAYS), to: today };
}
