// Deleting an organization (super admin, organizations.edit): confirmed, then back to the list.
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useServerAction } from '../../forms/useServerAction.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { useCan } from '../../providers/useCan.ts';
import { ORGANIZATIONS_PATH } from '../../routing/paths.ts';
import type { Organization } from '../organizationTypes.ts';

export function DeleteOrganizationButton({ organization }: { organization: Organization }) {
  const can = useCan();
  const navigate = useNavigate();
  const [remove] = useDelete<Organization>();
  const { run, pending } = useServerAction();
  if (!can('organizations.edit')) return null;

  return (
    <ConfirmActionButton
      label="organizations.delete.button"
      title="organizations.delete.title"
      content="organizations.delete.content"
      messageArgs={{ name: organization.name }}
      startIcon={<DeleteIcon />}
      disabled={pending}
      onConfirm={() =>
        run(
          () =>
            remove(
              'auth/organizations',
              { id: organization.id, previousData: organization },
              { mutationMode: 'pessimistic', returnPromise: true },
            ),
          {
            success: 'organizations.delete.done',
            successArgs: { name: organization.name },
            afterwards: () => navigate(ORGANIZATIONS_PATH),
          },
        )
      }
    />
  );
}
