// The super admin's approve / suspend / reactivate buttons (organizations.edit). Approving a
// signup activates it and has the server invite its contact as the organization's admin. `only` /
// `except` place some of them elsewhere (approve beside the registration it reviews).
import { Stack } from '@mui/material';
import { useServerAction } from '../../forms/useServerAction.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { useCan } from '../../providers/useCan.ts';
import { statusTransitions, type StatusAction } from '../organizationStatus.ts';
import type { Organization } from '../organizationTypes.ts';
import { useOrganizationUpdate } from '../useOrganizationUpdate.ts';

interface OrganizationStatusActionsProps {
  organization: Organization;
  only?: StatusAction;
  except?: StatusAction;
}

export function OrganizationStatusActions({ organization, only, except }: OrganizationStatusActionsProps) {
  const can = useCan();
  const save = useOrganizationUpdate(organization);
  const { run, pending } = useServerAction();
  const transitions = statusTransitions(organization.status).filter(
    ({ action }) => (only === undefined || action === only) && action !== except,
  );
  if (!can('organizations.edit') || transitions.length === 0) return null;

  return (
    <Stack direction="row" spacing={1}>
      {transitions.map(({ action, to }) => (
        <ConfirmActionButton
          key={action}
          label={`organizations.status_actions.${action}`}
          title={`organizations.status_actions.${action}_title`}
          content={`organizations.status_actions.${action}_content`}
          messageArgs={{ name: organization.name }}
          variant="contained"
          color={action === 'suspend' ? 'warning' : 'primary'}
          disabled={pending}
          onConfirm={() =>
            run(() => save({ status: to }), {
              success: `organizations.status_actions.${action}_done`,
              successArgs: { name: organization.name },
            })
          }
        />
      ))}
    </Stack>
  );
}
