// The throttles of the public signup calls, in one place (the style of auth/throttles.ts). The
// licence check reveals which licences are registered, so it is limited per address; starting
// a signup creates an organization, so it costs more.
import type { Limit } from '../../services/throttle.ts';

/** Trade-licence availability checks: 30 a minute per address (a form checks as the user types). */
export function tradeLicenseCheckLimit(ip: string): Limit {
  return { key: `signup-check-trade-license:${ip}`, max: 30, windowSeconds: 60 };
}

/** Company data (a new signup, or a correction of one): 10 an hour per address. */
export function companyDataLimit(ip: string): Limit {
  return { key: `signup-company-data:${ip}`, max: 10, windowSeconds: 3600 };
}
