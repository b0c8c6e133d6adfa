import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/client/providers/dataProvider.ts';
import { jsonResponse, mockFetch } from './support/fetchMock.ts';

const listAnswer = {
  data: [
    { id: 1, full_name: 'Ahmed' },
    { id: 2, full_name: 'Bea' },
  ],
  meta: { total: 37, page: 1, per_page: 2, last_page: 19 },
};

describe('getList', () => {
  it('asks with page, per_page, sort, order, search and flat filters', async () => {
    const requests = mockFetch(() => jsonResponse(listAnswer));
    await dataProvider.getList('crm/leads', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'ahmed', status: 'new', tag_id: [4, 5] },
    });
    const { path, method, query } = requests[0];
    expect(method).toBe('GET');
    expect(path).toBe('/api/crm/leads');
    expect(query.get('page')).toBe('3');
    expect(query.get('per_page')).toBe('25');
    expect(query.get('sort')).toBe('created_at');
    expect(query.get('order')).toBe('desc');
    expect(query.get('search')).toBe('ahmed');
    expect(query.has('q')).toBe(false);
    expect(query.get('status')).toBe('new');
    expect(query.getAll('tag_id[]')).toEqual(['4', '5']);
  });

  it('reads the records from data and the total from meta.total', async () => {
    mockFetch(() => jsonResponse(listAnswer));
    const result = await dataProvider.getList('crm/leads', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.data).toEqual(listAnswer.data);
    expect(result.total).toBe(37);
  });

  it('calls the API path of resources named differently from their screen', async () => {
    const requests = mockFetch(() => jsonResponse(listAnswer));
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    await dataProvider.getList('auth/contacts/companies', params);
    await dataProvider.getList('auth/contacts/brokers', params);
    await dataProvider.getList('messenger/logs', params);
    await dataProvider.getList('auth/organizations', params);
    expect(requests.map((request) => request.path)).toEqual([
      '/api/contacts/companies',
      '/api/contacts/brokers',
      '/api/messenger/logs',
      '/api/auth/organizations',
    ]);
  });
});

describe('reading records', () => {
  it('getOne reads {data} of GET <path>/<id>', async () => {
    const requests = mockFetch(() => jsonResponse({ data: { id: 5, name: 'Tower A' } }));
    const result = await dataProvider.getOne('inventory/buildings', { id: 5 });
    expect(requests[0].path).toBe('/api/inventory/buildings/5');
    expect(result.data).toEqual({ id: 5, name: 'Tower A' });
  });

  it('getMany is a list filtered by ids[] with 100 per page', async () => {
    const requests = mockFetch(() => jsonResponse(listAnswer));
    const result = await dataProvider.getMany('crm/tags', { ids: [1, 2] });
    expect(requests[0].path).toBe('/api/crm/tags');
    expect(requests[0].query.getAll('ids[]')).toEqual(['1', '2']);
    expect(requests[0].query.get('per_page')).toBe('100');
    expect(requests[0].query.get('page')).toBe('1');
    expect(result.data).toEqual(listAnswer.data);
  });

  it('getMany splits more than 100 ids into several lists', async () => {
    const requests = mockFetch(() => jsonResponse({ data: [], meta: { total: 0 } }));
    await dataProvider.getMany('crm/tags', { ids: Array.from({ length: 150 }, (_, index) => index + 1) });
    expect(requests.map((request) => request.query.getAll('ids[]').length)).toEqual([100, 50]);
  });

  it('getManyReference is a list filtered by the target', async () => {
    const requests = mockFetch(() => jsonResponse(listAnswer));
    const result = await dataProvider.getManyReference('crm/deals', {
      target: 'lead_id',
      id: 9,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'open' },
    });
    expect(requests[0].query.get('lead_id')).toBe('9');
    expect(requests[0].query.get('status')).toBe('open');
    expect(result.total).toBe(37);
  });
});

describe('writing records', () => {
  it('create POSTs the data and reads {data}', async () => {
    const requests = mockFetch(() => jsonResponse({ data: { id: 3, name: 'VIP' }, message: 'Created.' }, 201));
    const result = await dataProvider.create('crm/tags', { data: { name: 'VIP', color: '#f00' } });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].path).toBe('/api/crm/tags');
    expect(requests[0].json).toEqual({ name: 'VIP', color: '#f00', locale: 'en' });
    expect(result.data).toEqual({ id: 3, name: 'VIP' });
  });

  it('update is a PUT (POST + _method) carrying updated_at of the record it was based on', async () => {
    const requests = mockFetch(() => jsonResponse({ data: { id: 3, name: 'Hot' } }));
    await dataProvider.update('crm/tags', {
      id: 3,
      data: { id: 3, name: 'Hot' },
      previousData: { id: 3, name: 'VIP', updated_at: '2025-01-02T03:04:05.000Z' },
    });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].path).toBe('/api/crm/tags/3');
    expect(requests[0].json).toEqual({
      id: 3,
      name: 'Hot',
      updated_at: '2025-01-02T03:04:05.000Z',
      locale: 'en',
    });
    expect(requests[0].query.get('_method')).toBe('PUT');
    // The same version as an ETag (docs/api.md "Versions"): the header the server checks first.
    expect(requests[0].headers['If-Match']).toBe(`"${Date.parse('2025-01-02T03:04:05.000Z')}"`);
  });

  it('update of an organization is docs/api.md’s PATCH', async () => {
    const requests = mockFetch(() => jsonResponse({ data: { id: 5, name: 'Skyline' } }));
    await dataProvider.update('auth/organizations', {
      id: 5,
      data: { name: 'Skyline' },
      previousData: { id: 5, updated_at: '2025-01-02T03:04:05.000Z' },
    });
    expect(requests[0].method).toBe('PATCH');
    expect(requests[0].path).toBe('/api/auth/organizations/5');
    expect(requests[0].json).toEqual({ name: 'Skyline', updated_at: '2025-01-02T03:04:05.000Z', locale: 'en' });
  });

  it('update sends no version when the record had none', async () => {
    const requests = mockFetch(() => jsonResponse({ data: { id: 3 } }));
    await dataProvider.update('crm/tags', { id: 3, data: { name: 'Hot' }, previousData: { id: 3 } });
    expect(requests[0].json).not.toHaveProperty('updated_at');
    expect(requests[0].headers).not.toHaveProperty('If-Match');
  });

  it('sends file inputs ({rawFile}) as multipart', async () => {
    const requests = mockFetch(() => jsonResponse({ data: { id: 1 } }, 201));
    const rawFile = new File(['x'], 'logo.png', { type: 'image/png' });
    await dataProvider.create('inventory/amenities', { data: { name: 'Pool', image: { rawFile, src: 'blob:x', title: 'logo.png' } } });
    expect(requests[0].form).toBeInstanceOf(FormData);
    expect((requests[0].form!.get('image') as File).name).toBe('logo.png');
    expect(requests[0].form!.get('name')).toBe('Pool');
  });

  it('delete is a DELETE (POST + _method in the query)', async () => {
    const requests = mockFetch(() => jsonResponse({ message: 'Deleted.' }));
    const result = await dataProvider.delete('crm/tags', { id: 3, previousData: { id: 3, name: 'VIP' } });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].path).toBe('/api/crm/tags/3');
    expect(requests[0].query.get('_method')).toBe('DELETE');
    expect(result.data).toEqual({ id: 3, name: 'VIP' });
  });

  it('updateMany and deleteMany make one call per record', async () => {
    const requests = mockFetch(() => jsonResponse({ data: {} }));
    expect((await dataProvider.updateMany('crm/tags', { ids: [1, 2], data: { color: '#000' } })).data).toEqual([1, 2]);
    expect((await dataProvider.deleteMany('crm/tags', { ids: [4, 5, 6] })).data).toEqual([4, 5, 6]);
    expect(requests.map((request) => `${request.path} ${request.query.get('_method')}`)).toEqual([
      '/api/crm/tags/1 PUT',
      '/api/crm/tags/2 PUT',
      '/api/crm/tags/4 DELETE',
      '/api/crm/tags/5 DELETE',
      '/api/crm/tags/6 DELETE',
    ]);
  });
});

describe('custom calls and downloads', () => {
  it('call applies every client rule to any API call', async () => {
    const requests = mockFetch(() => jsonResponse({ data: { count: 4 } }));
    const answer = await dataProvider.call<{ data: { count: number } }>({ method: 'PATCH', path: ['crm/leads', 8, 'toggle-seen'] });
    expect(requests[0].method).toBe('PATCH');
    expect(requests[0].path).toBe('/api/crm/leads/8/toggle-seen');
    expect(answer.data.count).toBe(4);
  });

  it('download returns the blob and its file name', async () => {
    const requests = mockFetch(
      () =>
        new Response('xlsx-bytes', {
          headers: { 'Content-Disposition': 'attachment; filename=units.xlsx', 'Content-Type': 'application/octet-stream' },
        }),
    );
    const file = await dataProvider.download('inventory/units/export', { status: 'available' });
    expect(requests[0].path).toBe('/api/inventory/units/export');
    expect(requests[0].query.get('status')).toBe('available');
    expect(file.filename).toBe('units.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
  });
});
