// Edit and delete of a project or building, for those who manage inventory.
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useRedirect, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useServerAction } from '../../forms/useServerAction.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { useCan } from '../../providers/useCan.ts';
import { useRefreshInventory } from '../inventoryApi.ts';
import { useApi } from '../../providers/useApi.ts';

export function RecordActions({ resource, id, name, kind }: { resource: 'inventory/projects' | 'inventory/buildings'; id: number; name: string; kind: 'project' | 'building' }) {
  const translate = useTranslate();
  const can = useCan();
  const api = useApi();
  const redirect = useRedirect();
  const refresh = useRefreshInventory();
  const { run } = useServerAction();
  if (!can('inventory.manage')) return null;
  return (
    <>
      <Button size="small" startIcon={<EditIcon />} component={Link} to={`/${resource}/${id}/edit`}>
        {translate('ra.action.edit')}
      </Button>
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
    </>
  );
}
