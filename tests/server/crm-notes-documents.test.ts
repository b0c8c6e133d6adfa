import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema.ts';
import { leadDocuments, notes } from '../../src/server/db/crm-schema.ts';
import { mentionToken } from '../../src/shared/crm.ts';
import { crmApi, historyOf, insertLead, snapshot } from './support/crm.ts';
import { addMember, createUser } from './support/factories.ts';
import { multipart, pdfBytes, PNG_BYTES } from './support/files.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';
import { expectEvery } from '../support/expect-every.ts';

describe('crm notes, documents and the lead timeline', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
  });
  afterAll(() => ctx.close());

  const mentionsOf = (userId: number) =>
    ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.type, 'mention')));
  const upload = (actor: Actor, leadId: number, fields: Parameters<typeof multipart>[0]) => {
    const { body, headers } = multipart({ organization_id: String(actor.orgId), ...fields });
    return call(ctx.app, 'POST', `crm/leads/${leadId}/documents`, { token: actor.token, body, headers });
  };
  const brochure = { file: { filename: 'brochure.pdf', content: pdfBytes('brochure'), type: 'application/pdf' } };

  describe('POST crm/leads/{leadId}/notes', () => {
    it('adds a note and notifies exactly the enabled members it mentions, once each', async () => {
      const lead = await insertLead(ctx.db, w.brokerId, { full_name: 'Khalid Mansour' });
      const disabled = await createUser(ctx.db, { full_name: 'Disabled Broker' });
      await addMember(ctx.db, disabled.id, w.brokerId, 'broker', false);
      const admin = { id: w.actors.broker_admin.userId, full_name: 'Broker Admin' };
      const body = [
        `Call back tomorrow, ${mentionToken(admin)} please join.`,
        `Again ${mentionToken(admin)}, and ${mentionToken({ id: w.actors.foreign_admin.userId, full_name: 'Foreign Admin' })},`,
        `${mentionToken({ id: disabled.id, full_name: 'Disabled Broker' })}, ${mentionToken({ id: w.actors.broker.userId, full_name: 'Me' })} and @[Nobody](user:999999).`,
      ].join(' ');
      const res = await api.post(w.actors.broker, `crm/leads/${lead.id}/notes`, { body });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        data: {
          id: expect.any(Number),
          lead_id: lead.id,
          body,
          author: { id: w.actors.broker.userId, full_name: 'Broker Member' },
          created_at: expect.any(String),
        },
        message: 'Note added.',
      });
      const received = await mentionsOf(w.actors.broker_admin.userId);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        title: 'Broker Member mentioned you on Khalid Mansour',
        body: expect.stringContaining('Call back tomorrow, @Broker Admin please join.'),
        data: { organization_id: w.brokerId, lead_id: lead.id, lead_name: 'Khalid Mansour', note_id: res.json().data.id },
      });
      for (const outsider of [w.actors.foreign_admin.userId, disabled.id, w.actors.broker.userId])
        expect(await mentionsOf(outsider)).toEqual([]);
      const [item] = await historyOf(ctx.db, lead.id);
      expect(item).toMatchObject({
        kind: 'note_added',
        subject_type: 'note',
        subject_id: res.json().data.id,
        actor_id: w.actors.broker.userId,
        details: { mentioned_user_ids: [w.actors.broker_admin.userId] },
      });
    });

    it('answers 422 for an empty body, 404 for another tenant’s lead, 403 for platform roles; nothing is written', async () => {
      const lead = await insertLead(ctx.db, w.brokerId);
      const foreign = await insertLead(ctx.db, w.foreignId);
      const before = await snapshot(ctx.db, notes);
      const empty = await api.post(w.actors.broker, `crm/leads/${lead.id}/notes`, { body: '   ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({ body: ['The body field is required.'] });
      expect((await api.post(w.actors.broker, `crm/leads/${lead.id}/notes`, { body: 'x'.repeat(10_001) })).json().errors).toHaveProperty(
        'body',
      );
      expect((await api.post(w.actors.broker, `crm/leads/${foreign.id}/notes`, { body: 'Sneaky' })).statusCode).toBe(404);
      expect((await api.post(w.actors.super_admin, `crm/leads/${lead.id}/notes`, { body: 'Platform' })).statusCode).toBe(403);
      expect(await snapshot(ctx.db, notes)).toEqual(before);
      expect(await historyOf(ctx.db, foreign.id)).toEqual([]);
    });
  });

  describe('DELETE crm/notes/{id}', () => {
    it('lets an admin delete a note, recording it on the timeline; refuses a plain member', async () => {
      const lead = await insertLead(ctx.db, w.developerId);
      const note = (await api.post(w.actors.developer, `crm/leads/${lead.id}/notes`, { body: 'Prefers sea view' })).json().data;
      expect((await api.delete(w.actors.developer, `crm/notes/${note.id}`)).statusCode).toBe(403);
      expect((await api.delete(w.actors.super_admin, `crm/notes/${note.id}`)).statusCode).toBe(403);
      const res = await api.delete(w.actors.developer_admin, `crm/notes/${note.id}`);
      expect(res.json()).toEqual({ message: 'Note deleted.' });
      expect((await historyOf(ctx.db, lead.id)).map((item) => [item.kind, item.details.excerpt])).toEqual([
        ['note_added', 'Prefers sea view'],
        ['note_deleted', 'Prefers sea view'],
      ]);
      const timeline = (await api.get(w.actors.developer, `crm/leads/${lead.id}/history-items`)).json().data;
      expect(timeline.map((item: { kind: string; subject: unknown }) => [item.kind, item.subject])).toEqual([
        ['note_deleted', null],
        ['note_added', null],
      ]);
    });

    it('answers 404 for another tenant’s note and keeps it', async () => {
      const foreignLead = await insertLead(ctx.db, w.foreignId);
      const [foreignNote] = await ctx.db
        .insert(notes)
        .values({ organization_id: w.foreignId, lead_id: foreignLead.id, body: 'Theirs' })
        .returning();
      expect((await api.delete(w.actors.developer_admin, `crm/notes/${foreignNote!.id}`)).statusCode).toBe(404);
      expect(await ctx.db.select().from(notes).where(eq(notes.id, foreignNote!.id))).toHaveLength(1);
      expect(await historyOf(ctx.db, foreignLead.id)).toEqual([]);
    });
  });

  describe('lead documents', () => {
    it('uploads, downloads and (as admin) deletes a document, with the timeline recording both', async () => {
      const lead = await insertLead(ctx.db, w.brokerId);
      const created = await upload(w.actors.broker, lead.id, brochure);
      expect(created.statusCode).toBe(201);
      const document = created.json().data;
      expect(document).toEqual({
        id: expect.any(Number),
        lead_id: lead.id,
        name: 'brochure.pdf',
        filename: 'brochure.pdf',
        content_type: 'application/pdf',
        size: pdfBytes('brochure').length,
        uploaded_by: { id: w.actors.broker.userId, full_name: 'Broker Member' },
        created_at: expect.any(String),
      });
      const named = await upload(w.actors.broker, lead.id, {
        name: 'Passport copy',
        file: { filename: 'scan.png', content: PNG_BYTES, type: 'image/png' },
      });
      expect(named.json().data).toMatchObject({ name: 'Passport copy', filename: 'scan.png', content_type: 'image/png' });
      expect((await api.get(w.actors.broker, `crm/leads/${lead.id}`)).json().data.documents.map((d: { name: string }) => d.name)).toEqual([
        'brochure.pdf',
        'Passport copy',
      ]);

      const download = await api.get(w.actors.broker, `crm/documents/${document.id}/download`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="brochure.pdf"; filename*=UTF-8''brochure.pdf`);
      expect(download.rawPayload).toEqual(pdfBytes('brochure'));

      expect((await api.delete(w.actors.broker, `crm/documents/${document.id}`)).statusCode).toBe(403);
      const [row] = await ctx.db.select().from(leadDocuments).where(eq(leadDocuments.id, document.id));
      const deleted = await api.delete(w.actors.broker_admin, `crm/documents/${document.id}`);
      expect(deleted.json()).toEqual({ message: 'Document deleted.' });
      expect((await api.get(w.actors.broker, `crm/documents/${document.id}/download`)).statusCode).toBe(404);
      await expect(stat(path.join(ctx.config.dataDir, 'files', row!.file_path))).rejects.toThrow();
      expect((await historyOf(ctx.db, lead.id)).map((item) => [item.kind, item.details.name])).toEqual([
        ['document_added', 'brochure.pdf'],
        ['document_added', 'Passport copy'],
        ['document_deleted', 'brochure.pdf'],
      ]);
    });

    it('refuses a file that is not a PDF, JPEG or PNG by content, and a missing file, storing nothing', async () => {
      const lead = await insertLead(ctx.db, w.brokerId);
      const before = await snapshot(ctx.db, leadDocuments);
      const fake = await upload(w.actors.broker, lead.id, {
        file: { filename: 'virus.pdf', content: Buffer.from('MZ not a pdf'), type: 'application/pdf' },
      });
      expect(fake.statusCode).toBe(422);
      expect(fake.json().errors).toEqual({ file: ['The file must be a file of type: pdf, jpeg, png.'] });
      const missing = await upload(w.actors.broker, lead.id, { name: 'x'.repeat(201) });
      expect(Object.keys(missing.json().errors).sort()).toEqual(['file', 'name']);
      expect(await snapshot(ctx.db, leadDocuments)).toEqual(before);
    });

    it('answers 404 for another tenant’s lead or document, and 403 for platform roles', async () => {
      const foreignLead = await insertLead(ctx.db, w.foreignId);
      const own = await insertLead(ctx.db, w.developerId);
      const foreignDoc = (await upload(w.actors.foreign_admin, foreignLead.id, brochure)).json().data;
      const before = await snapshot(ctx.db, leadDocuments);
      expect((await upload(w.actors.developer_admin, foreignLead.id, brochure)).statusCode).toBe(404);
      expect((await api.get(w.actors.developer_admin, `crm/documents/${foreignDoc.id}/download`)).statusCode).toBe(404);
      expect((await api.delete(w.actors.developer_admin, `crm/documents/${foreignDoc.id}`)).statusCode).toBe(404);
      expect((await upload(w.actors.super_admin, own.id, brochure)).statusCode).toBe(403);
      expect(await snapshot(ctx.db, leadDocuments)).toEqual(before);
    });
  });

  describe('GET crm/leads/{id}/history-items', () => {
    it('merges the lead’s changes, notes, documents and activities into one timeline, newest or oldest first', async () => {
      const lead = (
        await api.post(w.actors.broker, 'crm/leads', {
          full_name: 'Timeline Lead',
          phone: '+971 50 765 4321',
          source: 'walk_in',
          status: 'new',
        })
      ).json().data;
      const admin = { id: w.actors.broker_admin.userId, full_name: 'Broker Admin' };
      await api.post(w.actors.broker, `crm/leads/${lead.id}/notes`, { body: `Wants a villa, ${mentionToken(admin)} can you call?` });
      await upload(w.actors.broker, lead.id, brochure);
      const call1 = (
        await api.post(w.actors.broker, 'crm/activities', {
          type: 'call',
          title: 'First call',
          due_at: '2026-12-01T10:00:00Z',
          lead_id: lead.id,
        })
      ).json().data;
      await api.patch(w.actors.broker, `crm/activities/${call1.id}/toggle-complete`);
      await api.put(w.actors.broker, `crm/leads/${lead.id}`, { status: 'contacted' });

      const oldestFirst = await api.get(w.actors.broker, `crm/leads/${lead.id}/history-items`, { order: 'asc' });
      expect(oldestFirst.statusCode).toBe(200);
      const items = oldestFirst.json().data;
      expect(items.map((item: { kind: string }) => item.kind)).toEqual([
        'created',
        'note_added',
        'document_added',
        'activity_added',
        'activity_completed',
        'field_changed',
      ]);
      expectEvery(
        items,
        (item: { actor: unknown }) =>
          JSON.stringify(item.actor) === JSON.stringify({ id: w.actors.broker.userId, full_name: 'Broker Member' }),
      );
      expect(items[1].subject).toMatchObject({ body: expect.stringContaining('Wants a villa'), author: { full_name: 'Broker Member' } });
      expect(items[2].subject).toMatchObject({ name: 'brochure.pdf', filename: 'brochure.pdf' });
      expect(items[3].subject).toMatchObject({
        id: call1.id,
        type: 'call',
        title: 'First call',
        completed: true,
        lead: { id: lead.id, full_name: 'Timeline Lead' },
      });
      expect(items[5]).toMatchObject({ field: 'status', old_value: 'new', new_value: 'contacted', subject: null });

      const newestFirst = await api.get(w.actors.broker, `crm/leads/${lead.id}/history-items`, { per_page: 2 });
      expect(newestFirst.json().meta).toEqual({ total: 6, page: 1, per_page: 2, last_page: 3 });
      expect(newestFirst.json().data.map((item: { kind: string }) => item.kind)).toEqual(['field_changed', 'activity_completed']);
      expect(
        (await api.get(w.actors.broker, `crm/leads/${lead.id}/history-items`, { per_page: 2, page: 3 }))
          .json()
          .data.map((item: { kind: string }) => item.kind),
      ).toEqual(['note_added', 'created']);
      expect((await api.get(w.actors.broker, `crm/leads/${lead.id}/history-items`, { order: 'sideways' })).statusCode).toBe(422);
      expect((await api.get(w.actors.super_admin, `crm/leads/${lead.id}/history-items`)).statusCode).toBe(403);
    });
  });
});
