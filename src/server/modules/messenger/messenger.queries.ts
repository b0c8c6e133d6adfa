// Reads of message templates shared by the template and send services.
import { and, eq } from 'drizzle-orm';
import type { MessageProvider } from '../../../shared/contacts.ts';
import type { Executor } from '../../db/client.ts';
import { messageTemplates as t } from '../../db/contacts-schema.ts';
import { notFound } from '../../http/errors.ts';
import type { TemplateRow } from './messenger.resources.ts';

/** The templates of `provider` in the platform organization `organizationId`. */
export const ofProvider = (organizationId: number, provider: MessageProvider) =>
  and(eq(t.organization_id, organizationId), eq(t.provider, provider));

/** The platform's template `templateId` of `provider`; anything else is a 404. */
export async function findTemplate(
  db: Executor,
  organizationId: number,
  provider: MessageProvider,
  templateId: number,
): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, templateId), ofProvider(organizationId, provider)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
