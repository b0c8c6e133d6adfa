// English messages of the audit log screen: `auditMessages` is en.ts's `audit.*` and
// `auditResourceMessages` sits under `resources.*`. Action labels are nested by the action's dots
// (`crm.deal.deleted` → audit.actions.crm.deal.deleted); the screen falls back to the raw key.
export const auditLabels = {
  access: { denied: 'Access denied' },
  api_token: { created: 'API token created', revoked: 'API token revoked' },
  auth: {
    login: 'Signed in',
    login_failed: 'Sign-in failed',
    login_two_factor: 'Signed in with 2FA',
    login_two_factor_failed: '2FA code refused',
    logout: 'Signed out',
    registered: 'Account registered',
    password_reset_requested: 'Password reset requested',
    password_reset: 'Password reset',
    password_changed: 'Password changed',
    profile_updated: 'Profile updated (or an email change asked for)',
    email_verified: 'Email address confirmed or changed',
    device_revoked: 'Device signed out',
    two_factor: {
      started: '2FA setup started',
      enabled: '2FA enabled',
      disabled: '2FA disabled',
      recovery_codes_shown: '2FA recovery codes shown',
      recovery_codes_regenerated: '2FA recovery codes replaced',
    },
  },
  contacts: {
    broker: { deleted: 'Broker deleted', status_changed: 'Broker status changed' },
    brokers: { imported: 'Brokers imported' },
    companies: { imported: 'Companies imported', messaged: 'Companies messaged', status_changed: 'Company statuses changed' },
    company: { converted: 'Company converted', deleted: 'Company deleted', status_changed: 'Company status changed' },
  },
  contract: { created: 'Contract created', renewed: 'Contract renewed' },
  crm: {
    activity: { deleted: 'Activity deleted' },
    deal: { deleted: 'Deal deleted', status_changed: 'Deal won, lost or reopened' },
    document: { deleted: 'Lead document deleted' },
    lead: { deleted: 'Lead deleted' },
    leads: { bulk_deleted: 'Leads deleted', imported: 'Leads imported' },
    note: { deleted: 'Note deleted' },
    pipeline: { deleted: 'Pipeline deleted' },
    stage: { deleted: 'Stage deleted' },
    tag: { deleted: 'Tag deleted' },
  },
  document: { deleted: 'Organization document deleted' },
  inventory: {
    amenity: { deleted: 'Amenity deleted' },
    amenity_image: { deleted: 'Amenity image deleted' },
    building: { deleted: 'Building deleted' },
    buildings: { exported: 'Buildings exported' },
    image: { deleted: 'Image deleted' },
    media360: { deleted: '360° media deleted' },
    payment_plan: { deleted: 'Payment plan deleted' },
    project: { deleted: 'Project deleted', embed_changed: 'Project embed changed' },
    projects: { exported: 'Projects exported' },
    unit: { deleted: 'Unit deleted', status_changed: 'Unit status changed' },
    units: { exported: 'Units exported' },
    video_link: { deleted: 'Video link deleted' },
  },
  invitation: {
    answered: 'Invitation answered',
    cancelled: 'Invitation cancelled',
    created: 'Invitation sent',
    resent: 'Invitation sent again',
  },
  member: {
    created: 'Member created',
    enabled_toggled: 'Member enabled or disabled',
    removed: 'Member removed',
    role_changed: 'Member role changed',
  },
  messenger: { template: { deleted: 'Message template deleted' } },
  organization: {
    created: 'Organization created',
    deleted: 'Organization deleted',
    updated: 'Organization updated',
    signup_approved: 'Signup approved',
    signup_rejected: 'Signup rejected',
    signup_changes_requested: 'Signup sent back for changes',
  },
  reports: {
    inventory_snapshot: { exported: 'Inventory snapshot exported' },
    lead_sources: { exported: 'Lead source report exported' },
    pipeline_movement: { exported: 'Pipeline movement report exported' },
    sales_by_period: { exported: 'Sales by period report exported' },
  },
  sale: {
    created: 'Sale recorded',
    cancelled: 'Sale cancelled',
    replanned: 'Sale re-planned',
    fee_defaults_updated: 'Default sale fees changed',
  },
  sale_offer: {
    created: 'Sale offer created',
    updated: 'Sale offer changed',
    deleted: 'Sale offer deleted',
    unit_removed: 'Unit removed from a sale offer',
  },
  sales_assignment: { created: 'Sales manager assigned', removed: 'Sales manager unassigned' },
  saved_filter: { deleted: 'Saved filter deleted' },
} as const;

/** The English label of an action, or undefined (`crm.deal.deleted` → 'Deal deleted'). */
export function auditLabelOf(action: string): string | undefined {
  const label = action.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], auditLabels);
  return typeof label === 'string' ? label : undefined;
}

export const auditMessages = {
  title: 'Audit log',
  actions: auditLabels,
  /** A family of actions in the action filter (`crm.` → every CRM action). */
  family: 'All %{family}.* actions',
  details: 'Audit entry',
  nobody: 'Nobody signed in',
  no_details: 'No details',
  /** A subject: its type, then its name (or its number when it has none). */
  subject: '%{type} %{name}',
  subjects: {
    organization: 'Organization',
    user: 'User',
    api_token: 'API token',
    device: 'Device',
    invitation: 'Invitation',
    document: 'Document',
    contract: 'Contract',
    lead: 'Lead',
    deal: 'Deal',
    activity: 'Activity',
    note: 'Note',
    lead_document: 'Lead document',
    pipeline: 'Pipeline',
    stage: 'Stage',
    tag: 'Tag',
    project: 'Project',
    building: 'Building',
    unit: 'Unit',
    sale_offer: 'Sale offer',
    sale: 'Sale',
    payment_plan: 'Payment plan',
    amenity: 'Amenity',
    amenity_image: 'Amenity image',
    image: 'Image',
    video_link: 'Video link',
    media360: '360° media',
    company: 'Company',
    broker: 'Broker',
    message_template: 'Message template',
    saved_filter: 'Saved filter',
  },
  /** The fields a change names (a role, a status…); others fall back to the field's name. */
  detail_fields: {
    role: 'Role',
    status: 'Status',
    enabled: 'Enabled',
    accept: 'Accepted',
  },
  /** The other lines of an entry's details. */
  detail: {
    fields: 'Fields changed',
    request: 'Request',
    status: 'Answer status',
    email: 'Email',
    permission: 'Missing permission',
    preview: 'Preview only',
    provider: 'Provider',
    template_id: 'Template',
    queued: 'Messages queued',
    api_token_id: 'API token',
  },
  yes: 'Yes',
  no: 'No',
  filters: {
    from: 'From',
    to: 'To',
  },
};

export const auditResourceMessages = {
  'audit-logs': {
    name: 'Audit entry |||| Audit log',
    notifications: {
      created: 'Audit entry created',
      updated: 'Audit entry updated |||| %{smart_count} audit entries updated',
      deleted: 'Audit entry deleted |||| %{smart_count} audit entries deleted',
    },
    fields: {
      occurred_at: 'When',
      user_id: 'User',
      action: 'Action',
      organization: 'Organization',
      organization_name: 'Organization',
      subject: 'Subject',
      ip: 'IP address',
      details: 'Details',
    },
  },
};
