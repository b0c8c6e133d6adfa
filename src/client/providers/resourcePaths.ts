// Resources are named by their screen path (docs/product.md section 2) so `<Resource name="crm/leads">`
// lives at /crm/leads; the few whose API path differs (docs/api.md) are translated here, nowhere else.
// Likewise the few resources whose update is a PATCH rather than docs/api.md's usual PUT.
import type { HttpMethod } from './httpClient.ts';

const API_PATH_OF_RESOURCE: Readonly<Record<string, string>> = {
  'auth/contacts/companies': 'contacts/companies',
  'auth/contacts/brokers': 'contacts/brokers',
};

/** docs/api.md: `PATCH auth/organizations/{id}` (status by super admin, profile fields by admins). */
const UPDATE_METHOD_OF_RESOURCE: Readonly<Record<string, HttpMethod>> = {
  'auth/organizations': 'PATCH',
};

export function apiPathOfResource(resource: string): string {
  return API_PATH_OF_RESOURCE[resource] ?? resource;
}

export function updateMethodOfResource(resource: string): HttpMethod {
  return UPDATE_METHOD_OF_RESOURCE[resource] ?? 'PUT';
}
