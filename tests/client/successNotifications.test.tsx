// Every create, update and delete success notice names what happened ("Project created", "3 leads
// deleted"), never react-admin's generic "Element created": react-admin asks for
// `resources.<resource>.notifications.<kind>` first, so each resource has its own messages.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  AdminContext,
  BulkDeleteButton,
  CreateBase,
  DeleteButton,
  EditBase,
  Form,
  ListContextProvider,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  SaveButton,
  TextInput,
  type DataProvider,
  type ListControllerResult,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/client/i18n/en.ts';
import { i18nProvider } from '../../src/client/i18n/i18nProvider.ts';
import { RESOURCES } from '../../src/client/resources.ts';

const RECORD = { id: 1, name: 'Marina Heights', updated_at: '2026-11-01T08:00:00.000Z' };

const dataProvider = {
  getOne: async () => ({ data: RECORD }),
  create: async (_resource: string, params: { data: object }) => ({ data: { ...params.data, id: 2 } }),
  update: async (_resource: string, params: { data: object }) => ({ data: { ...RECORD, ...params.data } }),
  delete: async () => ({ data: RECORD }),
  deleteMany: async (_resource: string, params: { ids: unknown[] }) => ({ data: params.ids }),
} as unknown as DataProvider;

function renderWith(resource: string, children: ReactNode) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={resource}>{children}</ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
}

const nameForm = (
  <Form>
    <TextInput source="name" />
    <SaveButton />
  </Form>
);

async function create(resource: string) {
  renderWith(
    resource,
    <CreateBase resource={resource} redirect={false}>
      {nameForm}
    </CreateBase>,
  );
  await userEvent.type(await screen.findByLabelText(/Name/), 'Marina Heights');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

async function update(resource: string) {
  renderWith(
    resource,
    <EditBase resource={resource} id={1} redirect={false} mutationMode="pessimistic">
      {nameForm}
    </EditBase>,
  );
  const name = await screen.findByDisplayValue('Marina Heights');
  await userEvent.type(name, ' Tower');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

async function deleteOne(resource: string) {
  renderWith(
    resource,
    <RecordContextProvider value={RECORD}>
      <DeleteButton mutationMode="pessimistic" redirect={false} />
    </RecordContextProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
}

async function deleteSelected(resource: string, count: number) {
  const selectedIds = Array.from({ length: count }, (_, index) => index + 1);
  const list = { resource, selectedIds, data: [], onUnselectItems: () => undefined } as unknown as ListControllerResult;
  renderWith(
    resource,
    <ListContextProvider value={list}>
      <BulkDeleteButton mutationMode="pessimistic" />
    </ListContextProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
}

describe('a success notification names what happened', () => {
  it.each([
    ['inventory/projects', 'Project created'],
    ['inventory/buildings', 'Building created'],
    ['crm/leads', 'Lead created'],
  ])('creating in %s says "%s"', async (resource, message) => {
    await create(resource);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it.each([
    ['inventory/projects', 'Project updated'],
    ['inventory/buildings', 'Building updated'],
    ['crm/leads', 'Lead updated'],
  ])('updating in %s says "%s"', async (resource, message) => {
    await update(resource);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it.each([
    ['inventory/projects', 'Project deleted'],
    ['inventory/buildings', 'Building deleted'],
    ['crm/leads', 'Lead deleted'],
  ])('deleting in %s says "%s"', async (resource, message) => {
    await deleteOne(resource);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it.each([
    ['inventory/buildings', 1, 'Building deleted'],
    ['inventory/buildings', 3, '3 buildings deleted'],
    ['crm/leads', 1, 'Lead deleted'],
    ['crm/leads', 3, '3 leads deleted'],
    ['crm/deals', 1, 'Deal deleted'],
    ['crm/deals', 3, '3 deals deleted'],
  ])('deleting the selected records of %s (%i) says "%s"', async (resource, count, message) => {
    await deleteSelected(resource, count);
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe('every resource', () => {
  const messages = en.resources as Record<string, { notifications?: Record<string, unknown> } | undefined>;

  it.each([...Object.keys(RESOURCES), 'crm/deals'])('%s has its own created, updated and deleted messages', (resource) => {
    const own = messages[resource]?.notifications;
    for (const kind of ['created', 'updated', 'deleted']) {
      const message = own?.[kind];
      expect(typeof message, `resources.${resource}.notifications.${kind}`).toBe('string');
      expect(message).not.toMatch(/element/i);
    }
  });

  it.each([...Object.keys(RESOURCES), 'crm/deals'])('%s words one record and many apart', (resource) => {
    for (const kind of ['updated', 'deleted']) {
      const key = `resources.${resource}.notifications.${kind}`;
      const one = i18nProvider.translate(key, { smart_count: 1 });
      const three = i18nProvider.translate(key, { smart_count: 3 });
      expect(one, key).not.toMatch(/\d/);
      expect(three, key).toMatch(/^3 \S.* (updated|deleted)$/);
      expect(three).not.toBe(one);
    }
  });
});
