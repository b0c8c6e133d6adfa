// In-app notifications the CRM sends, written in the transaction of what caused them: an owner
// given leads or an activity by someone else, and members @mentioned in a note. Each carries the
// organization and the lead, so the client can open the lead in the right organization.
import { eq } from 'drizzle-orm';
import {
  ACTIVITY_ASSIGNED_NOTIFICATION,
  LEAD_ASSIGNED_NOTIFICATION,
  MENTION_NOTIFICATION,
  WEBSITE_ENQUIRY_NOTIFICATION,
  mentionedUserIds,
  plainMentions,
  type UserRef,
} from '../../../shared/crm.ts';
import type { Role } from '../../../shared/roles.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { notify } from '../account/notifications.service.ts';
import { enabledMembers, enabledMembersWithRole } from './members.ts';

type Actor = Pick<TenantContext, 'organizationId' | 'userId'>;

const excerpt = (text: string, max = 280) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** How the acting user is named in a notification (an organization API token is "An integration"). */
async function actorName(db: Executor, actor: Actor): Promise<string> {
  if (actor.userId === null) return 'An integration';
  const [row] = await db.select({ full_name: users.full_name }).from(users).where(eq(users.id, actor.userId)).limit(1);
  return row?.full_name ?? 'Someone';
}

/** Tells a new owner about the leads he was given: one notification however many leads; none when he gave them to himself. */
export async function notifyLeadsAssigned(
  db: Executor,
  actor: Actor,
  owner: UserRef,
  assigned: { id: number; full_name: string }[],
  via: 'assignment' | 'import' = 'assignment',
) {
  if (assigned.length === 0 || owner.id === actor.userId) return;
  const by = await actorName(db, actor);
  const [first] = assigned;
  const one = assigned.length === 1;
  await notify(db, {
    userId: owner.id,
    type: LEAD_ASSIGNED_NOTIFICATION,
    title: one ? `You were assigned the lead ${first!.full_name}` : `You were assigned ${assigned.length} leads`,
    body:
      via === 'import'
        ? `${by} imported ${one ? 'a lead' : `${assigned.length} leads`} for you.`
        : `${by} assigned ${one ? 'this lead' : 'these leads'} to you.`,
    data: {
      organization_id: actor.organizationId,
      ...(one ? { lead_id: first!.id, lead_name: first!.full_name } : {}),
      lead_ids: assigned.slice(0, 100).map((lead) => lead.id),
      count: assigned.length,
    },
  });
}

/**
 * Notifies every enabled member of the organization the note mentions (`@[Name](user:12)`),
 * once each, never the author himself; an id of anyone else is ignored. Returns who was notified.
 */
export async function notifyMentions(
  db: Executor,
  actor: Actor,
  lead: { id: number; full_name: string },
  note: { id: number; body: string },
): Promise<UserRef[]> {
  const ids = mentionedUserIds(note.body).filter((id) => id !== actor.userId);
  const mentioned = await enabledMembers(db, actor.organizationId, ids);
  if (mentioned.length === 0) return [];
  const by = await actorName(db, actor);
  for (const user of mentioned) {
    await notify(db, {
      userId: user.id,
      type: MENTION_NOTIFICATION,
      title: `${by} mentioned you on ${lead.full_name}`,
      body: excerpt(plainMentions(note.body)),
      data: { organization_id: actor.organizationId, lead_id: lead.id, lead_name: lead.full_name, note_id: note.id },
    });
  }
  return mentioned;
}

export async function notifyActivityAssigned(
  db: Executor,
  actor: Actor,
  owner: UserRef | null,
  activity: { id: number; title: string; lead_id: number | null },
) {
  if (!owner || owner.id === actor.userId) return;
  const by = await actorName(db, actor);
  await notify(db, {
    userId: owner.id,
    type: ACTIVITY_ASSIGNED_NOTIFICATION,
    title: `You were given the activity ${activity.title}`,
    body: `${by} made you the owner of this activity.`,
    data: {
      organization_id: actor.organizationId,
      activity_id: activity.id,
      ...(activity.lead_id !== null ? { lead_id: activity.lead_id } : {}),
    },
  });
}

/**
 * Tells each enabled admin of the organization that a visitor's enquiry on a project's public page
 * became a lead: the lead has no owner until one of them gives it to someone.
 */
export async function notifyWebsiteEnquiry(
  db: Executor,
  organization: { id: number; adminRole: Role },
  lead: { id: number; full_name: string },
  projectName: string,
) {
  for (const admin of await enabledMembersWithRole(db, organization.id, organization.adminRole)) {
    await notify(db, {
      userId: admin.id,
      type: WEBSITE_ENQUIRY_NOTIFICATION,
      title: `New enquiry from ${lead.full_name}`,
      body: `${lead.full_name} sent an enquiry about ${projectName} from its public page. The lead has no owner yet.`,
      data: { organization_id: organization.id, lead_id: lead.id, lead_name: lead.full_name },
    });
  }
}
