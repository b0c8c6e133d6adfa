// What an audit entry can be about (its `subject_type`): the server names the subject when it
// writes the entry (src/server/modules/audit/audit-subjects.ts), the client labels the type and
// links the subject's page (docs/api.md "Audit").
export const AUDIT_SUBJECT_TYPES = [
  'organization',
  'user',
  'api_token',
  'device',
  'invitation',
  'document',
  'contract',
  'lead',
  'deal',
  'activity',
  'note',
  'lead_document',
  'pipeline',
  'stage',
  'tag',
  'project',
  'building',
  'unit',
  'sale_offer',
  'sale',
  'commission',
  'payment_plan',
  'amenity',
  'amenity_image',
  'image',
  'video_link',
  'media360',
  'company',
  'broker',
  'message_template',
  'saved_filter',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** Fields whose value an entry keeps (a role or status, never free text or a secret), before and after. */
export const AUDIT_RECORDED_FIELDS = ['role', 'status', 'enabled', 'accept'] as const;
