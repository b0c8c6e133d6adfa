// Editing a project (`/inventory/projects/:id/edit`): sent with the version it was read at, so a
// change made meanwhile answers 409 rather than being overwritten; back to the page once saved.
import { Edit, SimpleForm } from 'react-admin';
import type { ProjectDetail } from '../../../shared/inventory.ts';
import { useRefreshInventory } from '../inventoryApi.ts';
import { ProjectInputs } from './ProjectInputs.tsx';

/** Only the fields the form edits travel back; the detail's images and counts stay behind. */
const EDITED_FIELDS = [
  'name',
  'city',
  'community',
  'address',
  'latitude',
  'longitude',
  'status',
  'launch_date',
  'handover_date',
  'construction_progress',
  'description',
  'regulator_number',
  'escrow_account',
  'currency',
  'amenity_ids',
] as const;

export function pickProjectFields(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(EDITED_FIELDS.map((field) => [field, values[field] ?? (field === 'amenity_ids' ? [] : null)]));
}

export function ProjectEdit({ project }: { project: ProjectDetail }) {
  const refresh = useRefreshInventory();
  return (
    <Edit
      resource="inventory/projects"
      id={project.id}
      title={project.name}
      mutationMode="pessimistic"
      redirect={() => `inventory/projects/${project.id}`}
      transform={(values) => pickProjectFields(values)}
      mutationOptions={{ onSettled: () => void refresh() }}
      actions={false}
    >
      <SimpleForm noValidate>
        <ProjectInputs />
      </SimpleForm>
    </Edit>
  );
}
