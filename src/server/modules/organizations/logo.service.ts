// An organization's logo: uploaded (PNG, JPEG, WebP, or SVG stored as the PNG drawn from it;
// ≤ 2 MB, checked by content), replaced, removed, and served only to those who may see the
// organization.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import { acceptUpload, contentTypeOfKey, LOGO_POLICY } from '../../http/uploads.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import type { FileStorage } from '../../services/storage.ts';
import { resolveUserTenant } from './tenancy.service.ts';
import { toOrganizationResource } from './organizations.resources.ts';
import { findReachableOrganization } from './scope.ts';

export async function uploadLogo(db: Database, storage: FileStorage, tenant: TenantContext, organizationId: number, file: UploadedFile) {
  const organization = await findReachableOrganization(db, tenant, organizationId);
  const accepted = await acceptUpload('logo', file, LOGO_POLICY);
  const key = await storage.put(accepted.file.path, { folder: 'logos', extension: accepted.extension });
  const [row] = await db
    .update(organizations)
    .set({ logo_path: key, updated_at: new Date() })
    .where(eq(organizations.id, organizationId))
    .returning();
  if (organization.logo_path) await storage.remove(organization.logo_path);
  return { data: toOrganizationResource(row!), message: 'Logo uploaded.' };
}

export async function removeLogo(db: Database, storage: FileStorage, tenant: TenantContext, organizationId: number) {
  const organization = await findReachableOrganization(db, tenant, organizationId);
  const [row] = await db.transaction(async (tx) => {
    await lockFreshVersion(tx, organizations, organizationId, async () =>
      toOrganizationResource(await findReachableOrganization(tx, tenant, organizationId)),
    );
    return tx
      .update(organizations)
      .set({ logo_path: null, updated_at: new Date() })
      .where(eq(organizations.id, organizationId))
      .returning();
  });
  if (organization.logo_path) await storage.remove(organization.logo_path);
  return { data: toOrganizationResource(row!), message: 'Logo removed.' };
}

/** The stored logo of an organization the user belongs to (or reaches as platform staff). */
export async function logoFile(db: Database, userId: number, organizationId: number) {
  if (!(await resolveUserTenant(db, userId, organizationId))) throw notFound();
  const [row] = await db
    .select({ key: organizations.logo_path, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!row?.key) throw notFound('This organization has no logo.');
  return { key: row.key, filename: `${row.name} logo.${row.key.split('.').pop()}`, contentType: contentTypeOfKey(row.key) };
}
