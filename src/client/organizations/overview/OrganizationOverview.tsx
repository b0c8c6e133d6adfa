// The overview tab: the organization's data, editable by whoever may update it (its own admins
// their profile fields; the super admin status and registration data too), read-only otherwise;
// below it what the signup declared, for those the server shows it to (RegistrationSection).
import { Card, CardContent } from '@mui/material';
import { Form, SaveButton, useNotify } from 'react-admin';
import { isSettableOrganizationStatus } from '../../../shared/roles.ts';
import { updateOrganizationBody } from '../../../shared/schemas/organizations.ts';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import { useCan } from '../../providers/useCan.ts';
import { useSession } from '../../providers/useSession.ts';
import { CommissionSettingsSection } from '../../commissions/CommissionSettingsSection.tsx';
import { SaleFeeDefaultsSection } from '../../sales/SaleFeeDefaultsSection.tsx';
import { ReminderSettingsSection } from '../../sale-reminders/ReminderSettingsSection.tsx';
import type { OrganizationTabProps } from '../OrganizationPage.tsx';
import { OrganizationInputs } from '../OrganizationInputs.tsx';
import { organizationUpdatePayload } from '../organizationPayload.ts';
import { useOrganizationUpdate } from '../useOrganizationUpdate.ts';
import { OrganizationCountsLine, OrganizationDetails } from './OrganizationDetails.tsx';
import { RegistrationSection } from './RegistrationSection.tsx';

const validateUpdate = zodFormValidator(updateOrganizationBody);

export function OrganizationOverview({ organization }: OrganizationTabProps) {
  const can = useCan();
  const session = useSession();
  const notify = useNotify();
  const save = useOrganizationUpdate(organization);
  // A status the signup's review set is not the form's to change (the header's chip shows it).
  const statusEditable = isSettableOrganizationStatus(organization.status);
  // A developer admin's own organization: its default sale fees (docs/api.md "Sales").
  const ownsFeeSettings = can('sales.manage') && organization.kind === 'developer' && session.organizationId === organization.id;
  // And its commission trigger and rates (docs/api.md "Commissions").
  const ownsCommissionSettings =
    can('commissions.manage') && organization.kind === 'developer' && session.organizationId === organization.id;
  const record = statusEditable ? organization : { ...organization, status: undefined };
  const submit = useFormSubmission(async (values: Record<string, unknown>) => {
    await save(organizationUpdatePayload(values, can));
    notify('organizations.overview.saved', { type: 'success' });
  });

  return (
    <>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <OrganizationCountsLine organization={organization} />
          {can('organizations.update') ? (
            <Form record={record} onSubmit={submit} validate={validateUpdate} noValidate>
              <OrganizationInputs mode="edit" statusEditable={statusEditable} />
              <SaveButton label="organizations.overview.save" />
            </Form>
          ) : (
            <OrganizationDetails organization={organization} />
          )}
        </CardContent>
      </Card>
      {ownsFeeSettings && <SaleFeeDefaultsSection />}
      {ownsFeeSettings && <ReminderSettingsSection />}
      {ownsCommissionSettings && <CommissionSettingsSection />}
      <RegistrationSection organization={organization} />
    </>
  );
}
