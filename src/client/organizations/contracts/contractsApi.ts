// Contracts of an organization (docs/api.md): templates, the list, create from a template, renew for a
// new period, and the PDF.
import { apiDownload, apiRequest, type DownloadedFile } from '../../providers/httpClient.ts';
import type { Contract, ContractTemplate } from '../organizationTypes.ts';

export interface NewContract {
  template_id: number;
  start_date: string;
  end_date: string | null;
  /** Omitted: the template's default commission. */
  commission_percent?: number;
}

export interface ContractRenewal {
  /** Omitted: the day after the renewed contract ends. */
  start_date?: string;
  end_date: string | null;
}

export async function fetchContractTemplates(): Promise<ContractTemplate[]> {
  return (await apiRequest<{ data: ContractTemplate[] }>({ path: 'contracts/templates' })).data;
}

export async function fetchContracts(organizationId: number): Promise<Contract[]> {
  return (await apiRequest<{ data: Contract[] }>({ path: ['contracts', organizationId] })).data;
}

export function createContract(organizationId: number, body: NewContract): Promise<unknown> {
  return apiRequest({ method: 'POST', path: ['contracts', organizationId], data: { ...body } });
}

export function renewContract(contractId: number, body: ContractRenewal): Promise<unknown> {
  return apiRequest({ method: 'POST', path: ['contracts/renew', contractId], data: { ...body } });
}

export function downloadContract(contractId: number): Promise<DownloadedFile> {
  return apiDownload({ path: ['contracts/download', contractId] });
}
