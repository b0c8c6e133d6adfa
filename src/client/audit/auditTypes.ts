// One entry of GET audit-logs, as the audit screen shows it.
export interface AuditEntry {
  id: number;
  occurred_at: string;
  action: string;
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  organization_id: number | null;
  organization_name: string | null;
  subject_type: string | null;
  subject_id: number | null;
  ip: string | null;
  details: Record<string, unknown>;
}

export const AUDIT_LOGS = 'audit-logs';
