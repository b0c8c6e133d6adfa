// Sales-manager assignments of an organization (docs/api.md), and the sales managers one can assign.
import type { Option } from '../../../shared/api.ts';
import { apiRequest } from '../../providers/httpClient.ts';
import type { SalesManager } from '../organizationTypes.ts';

export async function fetchSalesManagers(organizationId: number): Promise<SalesManager[]> {
  return (await apiRequest<{ data: SalesManager[] }>({ path: ['auth/organizations', organizationId, 'sales-users'] })).data;
}

export async function fetchSalesManagerOptions(): Promise<Option[]> {
  return (await apiRequest<{ data: Option[] }>({ path: 'auth/users/options', data: { role: 'super_admin_sales_manager' } })).data;
}

export function assignSalesManager(organizationId: number, userId: number): Promise<unknown> {
  return apiRequest({ method: 'POST', path: ['auth/organizations', organizationId, 'sales-users', userId] });
}

export function unassignSalesManager(organizationId: number, userId: number): Promise<unknown> {
  return apiRequest({ method: 'DELETE', path: ['auth/organizations', organizationId, 'sales-users', userId] });
}
