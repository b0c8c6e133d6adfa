// Resources are named by their screen path (SPEC.md section 2) so `<Resource name="crm/leads">`
// lives at /crm/leads; the few whose API path differs (API.md) are translated here, nowhere else.
const API_PATH_OF_RESOURCE: Readonly<Record<string, string>> = {
  'auth/contacts/companies': 'contacts/companies',
  'auth/contacts/brokers': 'contacts/brokers',
};

export function apiPathOfResource(resource: string): string {
  return API_PATH_OF_RESOURCE[resource] ?? resource;
}
