// The pipeline's list reads GET crm/pipelines/{id}/list rather than a `crm/deals` list: this
// dataProvider answers react-admin's `crm/deals` lists from the pipeline named in the query's
// `meta.pipelineId` (part of react-query's key, so each pipeline keeps its own cache).
import type { DataProvider } from 'react-admin';
import { dataProvider, type AppDataProvider } from '../../providers/dataProvider.ts';

export const dealListProvider: AppDataProvider = {
  ...dataProvider,
  getList: ((resource, params) => {
    const pipelineId = (params.meta as { pipelineId?: unknown } | undefined)?.pipelineId;
    return dataProvider.getList(
      resource === 'crm/deals' && pipelineId !== undefined ? `crm/pipelines/${pipelineId}/list` : resource,
      params,
    );
  }) as DataProvider['getList'],
};
