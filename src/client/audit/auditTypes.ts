// One entry of GET audit-logs, as the audit screen shows it (docs/api.md "Audit").
import type { AuditSubjectType } from '../../shared/audit.ts';

export interface AuditEntry {
  id: number;
  occurred_at: string;
  action: string;
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  organization_id: number | null;
  organization_name: string | null;
  subject_type: AuditSubjectType | null;
  subject_id: number | null;
  /** The subject's name when the entry was written. */
  subject_label: string | null;
  subject_organization_id: number | null;
  subject_organization_name: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

export const AUDIT_LOGS = 'audit-logs';
