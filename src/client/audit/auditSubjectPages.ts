// Where an audit entry's subject can be opened, and who may follow the link: the page of docs/product.md
// section 2 for the subject's type, behind the action that page asks for. Records of one
// organization open only from that organization (another tenant's record is a 404), unless the
// viewer holds the action that reaches every organization's (the super admin's offers).
import type { AuditSubjectType } from '../../shared/audit.ts';
import type { Action } from '../../shared/permissions.ts';

interface SubjectPage {
  path: (id: number) => string;
  action: Action;
  /** Reaches the records of every organization (without it: only the current one's). */
  everywhere?: Action;
}

export const AUDIT_SUBJECT_PAGES: Partial<Record<AuditSubjectType, SubjectPage>> = {
  organization: { path: (id) => `/auth/organizations/${id}`, action: 'organizations.show', everywhere: 'organizations.list' },
  user: { path: (id) => `/auth/users/${id}`, action: 'users.show', everywhere: 'users.show' },
  lead: { path: (id) => `/crm/leads/${id}`, action: 'crm.interact' },
  pipeline: { path: (id) => `/crm/pipelines/${id}`, action: 'crm.pipelines.manage' },
  project: { path: (id) => `/inventory/projects/${id}`, action: 'inventory.view' },
  building: { path: (id) => `/inventory/buildings/${id}`, action: 'inventory.view' },
  unit: { path: (id) => `/inventory/units/${id}`, action: 'inventory.view' },
  sale: { path: (id) => `/sales/${id}/show`, action: 'sales.view', everywhere: 'sales.view_all' },
  sale_offer: { path: (id) => `/inventory/sale-offers/${id}/show`, action: 'sale_offers.show', everywhere: 'sale_offers.view_all' },
};

/** Deletions: their subject is gone, nothing to link to (a removed member is still a user). */
export const isDeletion = (action: string) => /[._]deleted$/.test(action);
