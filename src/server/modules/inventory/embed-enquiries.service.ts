// A visitor's enquiry from a project's public page (docs/api.md "Embeds"): it becomes a lead of
// the developer's organization, source `website`, the project as its interest and the message as
// its first note. Nobody owns it (a public form does not pick a salesperson): it counts as unseen
// for the organization and each enabled admin is notified, to give it to someone. The answer
// says only that it was sent: no lead id, nothing of the organization the page does not show.
import { ADMIN_ROLE_BY_KIND } from '../../../shared/roles.ts';
import { plainMentions } from '../../../shared/crm.ts';
import type { EmbedEnquiryBody } from '../../../shared/schemas/inventory.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { currentTime } from '../../services/clock.ts';
import type { Encrypter } from '../../services/encryption.ts';
import { consume } from '../../services/throttle.ts';
import { notifyWebsiteEnquiry } from '../crm/crm-notifications.ts';
import { insertLead } from '../crm/leads.service.ts';
import { addNote } from '../crm/notes.service.ts';
import { checkEnquiryFormToken } from './enquiry-form-token.ts';
import { findPublishedProject, showOf } from './embed.service.ts';
import { enquiryAddressLimit, enquiryProjectLimit } from './throttles.ts';

export async function sendEnquiry(db: Database, encrypter: Encrypter, token: string, body: EmbedEnquiryBody, ip: string) {
  const { project, kind } = await findPublishedProject(db, token);
  if (!showOf(project).enquiry) throw notFound();
  const now = currentTime();
  // Counted before the form is judged, so a script retrying bad tokens is throttled too.
  await consume(db, enquiryAddressLimit(ip), now);
  await consume(db, enquiryProjectLimit(project.id), now);
  checkEnquiryFormToken(encrypter, body.form_token, project.id, now);
  const visitor = { organizationId: project.organization_id, userId: null };
  await db.transaction(async (tx) => {
    const lead = await insertLead(
      tx,
      visitor,
      {
        full_name: body.name,
        email: body.email,
        phone: body.phone,
        nationality: null,
        source: 'website',
        status: 'new',
        budget_min: null,
        budget_max: null,
        // The project's: the visitor asked about its units.
        currency: project.currency,
        interests: { projects: [project.name] },
        owner_id: null,
        tag_ids: [],
      },
      'website',
    );
    // A visitor's text mentions nobody: @[Name](user:1) markup is kept as plain text.
    if (body.message) await addNote(tx, visitor, lead, `Enquiry about ${project.name}: ${plainMentions(body.message)}`);
    await notifyWebsiteEnquiry(tx, { id: project.organization_id, adminRole: ADMIN_ROLE_BY_KIND[kind] }, lead, project.name);
  });
  return { message: 'Thank you: your enquiry was sent. The developer will contact you soon.' };
}
