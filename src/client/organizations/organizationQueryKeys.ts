// The react-query keys of everything the organization page loads besides the record itself
// (which react-admin caches under its resource): one prefix per organization, so a change
// there can refresh all of it at once.
export const organizationQueryKeys = {
  all: (organizationId: number) => ['organization', organizationId] as const,
  members: (organizationId: number, page: number, perPage: number) => ['organization', organizationId, 'members', page, perPage] as const,
  membersPrefix: (organizationId: number) => ['organization', organizationId, 'members'] as const,
  invitations: (organizationId: number) => ['organization', organizationId, 'invitations'] as const,
  inviteCandidates: (organizationId: number, search: string) => ['organization', organizationId, 'invite-candidates', search] as const,
  salesManagers: (organizationId: number) => ['organization', organizationId, 'sales-managers'] as const,
  salesManagerOptions: ['users', 'options', 'super_admin_sales_manager'] as const,
  logo: (organizationId: number, version: string | null) => ['organization', organizationId, 'logo', version] as const,
  apiTokens: (organizationId: number) => ['organization', organizationId, 'api-tokens'] as const,
  documents: (organizationId: number) => ['organization', organizationId, 'documents'] as const,
  contracts: (organizationId: number) => ['organization', organizationId, 'contracts'] as const,
  contractTemplates: ['contracts', 'templates'] as const,
};
