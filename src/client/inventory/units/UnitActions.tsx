// Edit (the developer admin's full form, the sales manager's status-and-price form) and delete
// (developer admin) of a unit.
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useRedirect, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useServerAction } from '../../forms/useServerAction.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { useCan } from '../../providers/useCan.ts';
import { useRefreshInventory } from '../inventoryApi.ts';
import { useApi } from '../../providers/useApi.ts';

export function UnitActions({ id, name }: { id: number; name: string }) {
  const translate = useTranslate();
  const can = useCan();
  const api = useApi();
  const redirect = useRedirect();
  const refresh = useRefreshInventory();
  const { run } = useServerAction();
  const canEdit = can('inventory.manage') || can('inventory.units.restricted');
  return (
    <>
      {canEdit && (
        <Button size="small" startIcon={<EditIcon />} component={Link} to={`/inventory/units/${id}/edit`}>
          {translate('ra.action.edit')}
        </Button>
      )}
      {can('inventory.manage') && (
        <ConfirmActionButton
          label="ra.action.delete"
          title="inventory.units.delete_title"
          content="inventory.units.delete_content"
          messageArgs={{ name }}
          onConfirm={() =>
            run(() => api.call({ method: 'DELETE', path: ['inventory/units', id] }), {
              success: 'inventory.units.deleted',
              afterwards: async () => {
                redirect('/inventory/units');
                await refresh();
              },
            })
          }
        />
      )}
    </>
  );
}
