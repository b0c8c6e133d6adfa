// Creating a project: the new project's page opens, and lists and options ask again.
import { Create, SimpleForm } from 'react-admin';
import { useRefreshInventory } from '../inventoryApi.ts';
import { ProjectInputs } from './ProjectInputs.tsx';

export function ProjectCreate() {
  const refresh = useRefreshInventory();
  return (
    <Create
      resource="inventory/projects"
      title="inventory.projects.create_title"
      redirect={(_resource, id) => `inventory/projects/${id}`}
      mutationOptions={{ onSettled: () => void refresh() }}
    >
      <SimpleForm defaultValues={{ status: 'off_plan', construction_progress: 0, amenity_ids: [] }} noValidate>
        <ProjectInputs />
      </SimpleForm>
    </Create>
  );
}
