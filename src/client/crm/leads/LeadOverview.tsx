// A lead's overview, edited in place: the fields are the form; saving sends only what changed,
// with the version it was based on (PUT crm/leads/{id}; a 409 means someone changed it first).
import { Box } from '@mui/material';
import { Form, SaveButton } from 'react-admin';
import type { LeadDetail } from '../../../shared/crm.ts';
import { leadFieldsShape, updateLeadBody } from '../../../shared/schemas/crm.ts';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import { useApi } from '../../providers/useApi.ts';
import { LeadInputs } from './LeadInputs.tsx';

const validateLead = zodFormValidator(updateLeadBody);
/** What the form may change: every field the lead schema takes (a field added there is saved here too). */
const EDITABLE = Object.keys(leadFieldsShape) as (keyof typeof leadFieldsShape)[];

function changedFields(lead: LeadDetail, values: Record<string, unknown>): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    const before = JSON.stringify(lead[field] ?? null);
    const after = JSON.stringify(values[field] ?? null);
    if (before !== after) changed[field] = values[field] ?? null;
  }
  return changed;
}

export function LeadOverview({ lead, onSaved }: { lead: LeadDetail; onSaved: () => unknown }) {
  const api = useApi();
  const submit = useFormSubmission(async (values: Record<string, unknown>) => {
    const changed = changedFields(lead, values);
    if (Object.keys(changed).length === 0) return;
    // A 409 (someone changed the lead first) opens the conflict dialog, which offers the reload.
    await api.call({ method: 'PUT', path: ['crm/leads', lead.id], data: { ...changed, updated_at: lead.updated_at } });
    await onSaved();
  });
  return (
    <Form record={lead} onSubmit={submit} validate={validateLead} noValidate key={lead.updated_at}>
      <LeadInputs />
      <Box>
        <SaveButton />
      </Box>
    </Form>
  );
}
