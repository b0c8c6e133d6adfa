// How organizations are presented in responses.

/** Logos are served only through an authorized route, never as a public file path. */
export function organizationLogoUrl(organizationId: number): string {
  return `/api/auth/organizations/${organizationId}/logo`;
}
