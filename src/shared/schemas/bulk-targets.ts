// What the leads' and deals' shared bulk actions need besides the ids (docs/api.md "CRM": crm/leads/bulk, crm/deals/bulk):
// assign_owner names an owner (null unassigns), add_tag and remove_tag name a tag.
import type { z } from 'zod';

interface BulkTargets {
  action: string;
  owner_id?: number | null;
  tag_id?: number;
}

export function requireBulkTargets(value: BulkTargets, context: z.RefinementCtx) {
  if (value.action === 'assign_owner' && value.owner_id === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['owner_id'],
      message: 'The owner id field is required to assign an owner (null unassigns).',
    });
  }
  if ((value.action === 'add_tag' || value.action === 'remove_tag') && value.tag_id === undefined) {
    context.addIssue({ code: 'custom', path: ['tag_id'], message: 'The tag id field is required for this action.' });
  }
}
