// A deal's fields, edited in place. Title, value, currency and close date go in one PUT with the
// version they were based on (a 409 means someone changed the deal first: the conflict dialog shows it);
// the owner and the tags have their own calls (PATCH …/owner, PUT …/tags).
import { Box } from '@mui/material';
import { Form, SaveButton } from 'react-admin';
import type { Deal } from '../../../shared/deals.ts';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import { useApi } from '../../providers/useApi.ts';
import { DealDetailInputs, DealTitleValueInputs } from './DealInputs.tsx';

const FIELDS = ['title', 'value', 'currency', 'expected_close_date'] as const;

const differs = (before: unknown, after: unknown) => JSON.stringify(before ?? null) !== JSON.stringify(after ?? null);

export function DealEditForm({ deal, onSaved }: { deal: Deal; onSaved: () => unknown }) {
  const api = useApi();
  const submit = useFormSubmission(async (values: Record<string, unknown>) => {
    const changed = Object.fromEntries(
      FIELDS.filter((field) => differs(deal[field], values[field])).map((field) => [field, values[field] ?? null]),
    );
    const ownerId = values.owner_id ?? null;
    const tagIds = [...((values.tag_ids as number[] | undefined) ?? [])].sort((a, b) => a - b);
    // Each call is based on the version the previous one answered with.
    let version = deal.updated_at;
    const saved = (answer: { data: Deal }) => {
      version = answer.data.updated_at;
    };
    // A 409 (someone changed the deal first) opens the conflict dialog, which offers the reload.
    if (Object.keys(changed).length > 0) {
      saved(await api.call<{ data: Deal }>({ method: 'PUT', path: ['crm/deals', deal.id], data: { ...changed, updated_at: version } }));
    }
    if (differs(deal.owner_id, ownerId))
      saved(
        await api.call<{ data: Deal }>({
          method: 'PATCH',
          path: ['crm/deals', deal.id, 'owner'],
          data: { owner_id: ownerId, updated_at: version },
        }),
      );
    if (
      differs(
        [...deal.tag_ids].sort((a, b) => a - b),
        tagIds,
      )
    )
      await api.call({ method: 'PUT', path: ['crm/deals', deal.id, 'tags'], data: { tag_ids: tagIds, updated_at: version } });
    await onSaved();
  });
  return (
    <Form record={deal} onSubmit={submit} noValidate key={deal.updated_at}>
      <DealTitleValueInputs withLead={false} />
      <DealDetailInputs />
      <Box>
        <SaveButton />
      </Box>
    </Form>
  );
}
