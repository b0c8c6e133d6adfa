// Notes on a lead. A note's @mentions (`@[Full Name](user:12)` tokens, see shared/crm.ts) notify
// the organization's enabled members they name, in the note's transaction; adding and deleting
// a note writes the lead's history there too.
import { and, eq } from 'drizzle-orm';
import { plainMentions } from '../../../shared/crm.ts';
import type { NoteBody } from '../../../shared/schemas/crm.ts';
import type { Database, Executor } from '../../db/client.ts';
import { notes } from '../../db/crm-schema.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { notifyMentions } from './crm-notifications.ts';
import { recordHistory } from './history.ts';
import { findLeadRow } from './leads.queries.ts';
import { notesById } from './notes.queries.ts';

/** What the timeline keeps of a note once it is deleted. */
const excerpt = (body: string) => {
  const text = plainMentions(body);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
};

/** Adds a note in the caller's transaction: its mentions notified, its history item written. */
export async function addNote(
  tx: Executor,
  actor: Pick<TenantContext, 'organizationId' | 'userId'>,
  lead: { id: number; full_name: string },
  body: string,
) {
  const now = currentTime();
  const [note] = await tx
    .insert(notes)
    .values({
      organization_id: actor.organizationId,
      lead_id: lead.id,
      author_id: actor.userId,
      body,
      created_at: now,
      updated_at: now,
    })
    .returning();
  const mentioned = await notifyMentions(tx, actor, lead, note!);
  await recordHistory(
    tx,
    actor,
    [
      {
        leadId: lead.id,
        kind: 'note_added',
        subject_type: 'note',
        subject_id: note!.id,
        details: { excerpt: excerpt(note!.body), mentioned_user_ids: mentioned.map((user) => user.id) },
      },
    ],
    now,
  );
  return note!;
}

export async function createNote(db: Database, tenant: TenantContext, leadId: number, body: NoteBody) {
  const noteId = await db.transaction(async (tx) => {
    const lead = await findLeadRow(tx, tenant.organizationId, leadId, true);
    return (await addNote(tx, tenant, lead, body.body)).id;
  });
  return { data: (await notesById(db, tenant.organizationId, [noteId])).get(noteId)!, message: 'Note added.' };
}

export async function deleteNote(db: Database, tenant: TenantContext, noteId: number) {
  await db.transaction(async (tx) => {
    const [note] = await tx
      .delete(notes)
      .where(and(eq(notes.id, noteId), eq(notes.organization_id, tenant.organizationId)))
      .returning();
    if (!note) throw notFound();
    await recordHistory(tx, tenant, [
      { leadId: note.lead_id, kind: 'note_deleted', subject_type: 'note', subject_id: note.id, details: { excerpt: excerpt(note.body) } },
    ]);
  });
  return { message: 'Note deleted.' };
}
