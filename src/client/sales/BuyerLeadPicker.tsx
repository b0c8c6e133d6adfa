// A buyer row's lead (docs/api.md "Sales": `buyers[].lead_id`), for the developer admin, whose
// organization's leads they are: picking one links the buyer to it and fills the row's name,
// email and phone where they are still empty — what was typed is never overwritten.
import { useSourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFetchLead } from '../crm/crmApi.ts';
import { LeadPicker } from '../crm/leads/LeadPicker.tsx';
import { useNotifyError } from '../errors/useNotifyError.ts';

const FILLED_FROM_LEAD = ['full_name', 'email', 'phone'] as const;

export function BuyerLeadPicker() {
  const { getSource } = useSourceContext();
  const { getValues, setValue } = useFormContext();
  const fetchLead = useFetchLead();
  const notifyError = useNotifyError();
  const leadId = useWatch({ name: getSource('lead_id') }) as number | null | undefined;
  const leadName = useWatch({ name: getSource('lead_name') }) as string | null | undefined;
  const pick = async (id: number | null) => {
    if (id === null) {
      setValue(getSource('lead_name'), null);
      return;
    }
    try {
      const lead = await fetchLead(id);
      setValue(getSource('lead_name'), lead.full_name);
      for (const field of FILLED_FROM_LEAD) {
        const current = getValues(getSource(field)) as string | null | undefined;
        if (!current?.trim() && lead[field]) setValue(getSource(field), lead[field], { shouldDirty: true });
      }
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <LeadPicker
      source="lead_id"
      label="sales.fields.lead_id"
      helperText={false}
      selected={leadId && leadName ? { id: leadId, name: leadName } : null}
      onPick={(id) => void pick(id)}
    />
  );
}
