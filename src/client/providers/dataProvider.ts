// react-admin's dataProvider speaking docs/api.md's conventions through the one httpClient:
// lists as `{data, meta: {total}}` with page/per_page/sort/order/search and flat filters,
// records as `{data}`, updates carrying the version they were based on (`updated_at`).
// `call` and `download` are the doors for everything that is not CRUD, so no module ever needs
// a second client; through useDataProvider() their 401/403 also reach react-admin's checkError.
import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';
import { MAX_PER_PAGE, type ListResponse } from '../../shared/api.ts';
import { apiDownload, apiRequest, type ApiRequest, type DownloadedFile } from './httpClient.ts';
import type { Payload } from './requestEncoding.ts';
import { apiPathOfResource, updateMethodOfResource } from './resourcePaths.ts';

export interface AppDataProvider extends DataProvider {
  /** Any other call of docs/api.md (toggles, status changes, options…), with every client rule applied. */
  call<T = unknown>(request: ApiRequest): Promise<T>;
  /** A file download (GET with the params as query by default). */
  download(path: ApiRequest['path'], params?: Payload, method?: ApiRequest['method']): Promise<DownloadedFile>;
}

interface RecordResponse<T> {
  data: T;
}

/** react-admin's `q` full-text filter is docs/api.md's `search`; every other filter is sent flat. */
function listQuery(params: Partial<GetListParams>): Payload {
  const { q, ...filters } = (params.filter ?? {}) as Payload;
  const query: Payload = { ...filters };
  if (q !== undefined && q !== '') query.search = q;
  if (params.pagination) {
    query.page = params.pagination.page;
    query.per_page = params.pagination.perPage;
  }
  if (params.sort?.field) {
    query.sort = params.sort.field;
    query.order = params.sort.order.toLowerCase();
  }
  return query;
}

/** File inputs hand over `{rawFile: File, …}`; the server wants the file itself. */
function withRawFiles(data: Payload): Payload {
  const rawFileOf = (value: unknown): unknown =>
    typeof value === 'object' && value !== null && 'rawFile' in value && value.rawFile instanceof Blob ? value.rawFile : value;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, Array.isArray(value) ? value.map(rawFileOf) : rawFileOf(value)]),
  );
}

async function getList<T extends RaRecord>(resource: string, params: Partial<GetListParams>): Promise<GetListResult<T>> {
  const answer = await apiRequest<ListResponse<T>>({
    method: 'GET',
    path: apiPathOfResource(resource),
    data: listQuery(params),
    signal: params.signal,
  });
  const data = answer?.data ?? [];
  // The list's meta rides along for lists that answer more than paging (the collections' totals).
  return { data, total: answer?.meta?.total ?? data.length, meta: answer?.meta };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export const dataProvider: AppDataProvider = {
  getList,

  async getOne(resource, params) {
    const answer = await apiRequest<RecordResponse<any>>({
      method: 'GET',
      path: [apiPathOfResource(resource), params.id],
      signal: params.signal,
    });
    return { data: answer.data };
  },

  async getMany(resource, params) {
    // One list call per 100 ids: docs/api.md caps per_page at 100.
    const pages = await Promise.all(
      chunks(params.ids, MAX_PER_PAGE).map((ids) =>
        getList<any>(resource, { filter: { ids }, pagination: { page: 1, perPage: MAX_PER_PAGE }, signal: params.signal }),
      ),
    );
    return { data: pages.flatMap((page) => page.data) };
  },

  getManyReference(resource, params) {
    return getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  },

  async create(resource, params) {
    const answer = await apiRequest<RecordResponse<any>>({
      method: 'POST',
      path: apiPathOfResource(resource),
      data: withRawFiles(params.data),
    });
    return { data: answer.data };
  },

  async update(resource, params) {
    // The version the edit was based on, so the server answers 409 to a lost update.
    const version = params.previousData?.updated_at;
    const answer = await apiRequest<RecordResponse<any>>({
      method: updateMethodOfResource(resource),
      path: [apiPathOfResource(resource), params.id],
      data: { ...withRawFiles(params.data), ...(version !== undefined ? { updated_at: version } : {}) },
    });
    return { data: answer.data };
  },

  async updateMany(resource, params) {
    await Promise.all(
      params.ids.map((id: Identifier) =>
        apiRequest({ method: updateMethodOfResource(resource), path: [apiPathOfResource(resource), id], data: withRawFiles(params.data) }),
      ),
    );
    return { data: params.ids };
  },

  async delete(resource, params) {
    await apiRequest({ method: 'DELETE', path: [apiPathOfResource(resource), params.id] });
    return { data: (params.previousData ?? { id: params.id }) as any };
  },

  async deleteMany(resource, params) {
    await Promise.all(params.ids.map((id: Identifier) => apiRequest({ method: 'DELETE', path: [apiPathOfResource(resource), id] })));
    return { data: params.ids };
  },

  call: (request) => apiRequest(request),

  download: (path, params, method = 'GET') => apiDownload({ method, path, data: params }),

  // Lists and records forward react-query's signal to fetch, so abandoned queries are cancelled.
  supportAbortSignal: true,
};
