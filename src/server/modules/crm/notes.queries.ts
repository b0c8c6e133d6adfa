// Note reads the notes service and the lead's timeline share: notes by id as resources, with
// their author's name (like activitiesById and dealsById).
import { and, eq, inArray } from 'drizzle-orm';
import type { Note } from '../../../shared/crm.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notes } from '../../db/crm-schema.ts';
import { toNoteResource } from './crm.resources.ts';

/** Notes by id (the timeline's subjects), those of the organization only. */
export async function notesById(db: Executor, organizationId: number, ids: number[]): Promise<Map<number, Note>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ note: notes, author: users.full_name })
    .from(notes)
    .leftJoin(users, eq(users.id, notes.author_id))
    .where(and(eq(notes.organization_id, organizationId), inArray(notes.id, ids)));
  return new Map(rows.map((row) => [row.note.id, toNoteResource(row.note, row.author)]));
}
