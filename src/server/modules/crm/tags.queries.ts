// Tag reads the CRM's services share: the organization's tags named in a body (a lead's, a deal's,
// a bulk action's), each id checked to be one of them.
import { and, eq, inArray } from 'drizzle-orm';
import type { TagRef } from '../../../shared/crm.ts';
import type { Executor } from '../../db/client.ts';
import { tags } from '../../db/crm-schema.ts';
import { validationFailed, type FieldErrors } from '../../http/errors.ts';

/**
 * The organization's tags among `ids`, in that order; an id that is not one of them is a 422 on
 * `field.N` (its position), or on `field` itself when `single`.
 */
export async function organizationTags(
  db: Executor,
  organizationId: number,
  ids: number[],
  field: string,
  single = false,
): Promise<TagRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(tags)
    .where(and(eq(tags.organization_id, organizationId), inArray(tags.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors: FieldErrors = {};
  ids.forEach((id, index) => {
    if (!byId.has(id)) errors[single ? field : `${field}.${index}`] = ['The selected tag is invalid.'];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  return ids.map((id) => byId.get(id)!);
}
