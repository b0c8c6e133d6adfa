// Creating a lead: the shared schema validates, server errors land on their fields, the badge
// and list refresh, and the new lead's page opens. The owner starts as the signed-in user (the
// server's default too), shown in the form so he can give the lead to someone else or nobody.
import { Create, SimpleForm } from 'react-admin';
import { createLeadBody } from '../../../shared/schemas/crm.ts';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import { useSession } from '../../providers/useSession.ts';
import { useRefreshLeads } from '../crmApi.ts';
import { LeadInputs } from './LeadInputs.tsx';

const validateLead = zodFormValidator(createLeadBody);

export function LeadCreate() {
  const refresh = useRefreshLeads();
  const { userId } = useSession();
  return (
    <Create
      resource="crm/leads"
      title="crm.leads.create_title"
      redirect={(_resource, id) => `crm/leads/${id}`}
      mutationOptions={{ onSettled: refresh }}
    >
      <SimpleForm
        validate={validateLead}
        defaultValues={{ source: 'website', status: 'new', currency: 'AED', owner_id: userId, tag_ids: [] }}
        noValidate
      >
        <LeadInputs />
      </SimpleForm>
    </Create>
  );
}
