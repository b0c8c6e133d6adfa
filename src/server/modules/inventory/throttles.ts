// The throttles of the public enquiry form (the style of auth/throttles.ts). An enquiry creates a
// lead and notifies people, so it is limited per address (a person sends one or two) and per
// project (a flood from many addresses still stops short of burying the developer's leads).
import type { Limit } from '../../services/throttle.ts';

/** Enquiries from one address: 5 an hour, across every project. */
export function enquiryAddressLimit(ip: string): Limit {
  return { key: `embed-enquiry-ip:${ip}`, max: 5, windowSeconds: 3600 };
}

/** Enquiries to one project: 50 an hour, whoever sends them. */
export function enquiryProjectLimit(projectId: number): Limit {
  return { key: `embed-enquiry-project:${projectId}`, max: 50, windowSeconds: 3600 };
}
