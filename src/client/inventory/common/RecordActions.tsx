// Edit and delete of a project, building or unit, for those who manage inventory. A unit's edit is
// open to the sales manager too (his status-and-price form), so its page says who may edit.
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useRedirect, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useServerAction } from '../../forms/useServerAction.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { useCan } from '../../providers/useCan.ts';
import { useRefreshInventory } from '../inventoryApi.ts';
import { useApi } from '../../providers/useApi.ts';

interface RecordActionsProps {
  resource: 'inventory/projects' | 'inventory/buildings' | 'inventory/units';
  kind: 'project' | 'building' | 'unit';
  id: number;
  name: string;
  /** Who sees the edit button; by default those who manage inventory, as for the delete. */
  canEdit?: boolean;
}

export function RecordActions({ resource, id, name, kind, canEdit }: RecordActionsProps) {
  const translate = useTranslate();
  const can = useCan();
  const api = useApi();
  const redirect = useRedirect();
  const refresh = useRefreshInventory();
  const { run } = useServerAction();
  const manages = can('inventory.manage');
  return (
    <>
      {(canEdit ?? manages) && (
        <Button size="small" startIcon={<EditIcon />} component={Link} to={`/${resource}/${id}/edit`}>
          {translate('ra.action.edit')}
        </Button>
      )}
      {manages && (
        <ConfirmActionButton
          label="ra.action.delete"
          title={`inventory.${kind}s.delete_title`}
          content={`inventory.${kind}s.delete_content`}
          messageArgs={{ name }}
          onConfirm={() =>
            run(() => api.call({ method: 'DELETE', path: [resource, id] }), {
              success: `inventory.${kind}s.deleted`,
              afterwards: async () => {
                redirect(`/${resource}`);
                await refresh();
              },
            })
          }
        />
      )}
    </>
  );
}
