// `/crm/pipelines/list/:id`: the pipeline's deals as a sortable, filterable, paged list with bulk
// actions; a row opens the deal's drawer (`?deal=`), as a kanban card does.
import { Box, Typography } from '@mui/material';
import { DataProviderContext, DataTable, DateInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { DealListRow } from '../../../shared/deals.ts';
import { NotFoundPage } from '../../errors/NotFoundPage.tsx';
import { useOwnerAndTagFilters } from '../ownerAndTagFilters.tsx';
import { TagChips } from '../leads/LeadChips.tsx';
import { DealBulkActions } from './DealBulkActions.tsx';
import { DealStatusChip, HotFlag } from './DealChips.tsx';
import { dealStatusChoices, hotChoices } from './dealChoices.ts';
import { DealDrawerWhenOpened } from './lazyDealParts.tsx';
import { dealListProvider } from './dealListProvider.ts';
import { usePipelineOptions } from './dealsApi.ts';
import { useFormatMoney } from '../../forms/money.ts';
import { PipelineSwitcher } from './PipelineSwitcher.tsx';
import { useDealParam } from './useDealParam.ts';
import { AppList } from '../../layout/AppList.tsx';
import { FormattedDateField } from '../../i18n/FormattedDateField.tsx';

function useDealFilters(pipelineId: string) {
  const ownerAndTag = useOwnerAndTagFilters('crm.deals.fields');
  const pipelines = usePipelineOptions();
  const stages = pipelines.data?.find((option) => String(option.value) === pipelineId)?.stages ?? [];
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="stage_id"
      source="stage_id"
      label="crm.deals.fields.stage"
      choices={stages.map((stage) => ({ id: stage.value, name: stage.label }))}
      translateChoice={false}
      alwaysOn
    />,
    <SelectInput key="status" source="status" label="crm.deals.fields.status" choices={dealStatusChoices} alwaysOn />,
    ...ownerAndTag,
    <SelectInput key="hot" source="hot" label="crm.deals.fields.hot" choices={hotChoices} alwaysOn />,
    // When a won or lost deal was closed (a dashboard's "won this month" opens the list with it).
    <DateInput key="closed_from" source="closed_from" label="crm.deals.fields.closed_from" />,
    <DateInput key="closed_to" source="closed_to" label="crm.deals.fields.closed_to" />,
  ];
}

function MoneyText({ deal }: { deal: DealListRow }) {
  const formatMoney = useFormatMoney();
  return <>{formatMoney(deal.value, deal.currency)}</>;
}

export function DealListPage() {
  const { id = '' } = useParams();
  return /^\d+$/.test(id) ? <DealList pipelineId={id} key={id} /> : <NotFoundPage />;
}

function DealList({ pipelineId }: { pipelineId: string }) {
  const translate = useTranslate();
  const filters = useDealFilters(pipelineId);
  const { openDeal } = useDealParam();
  const pipelines = usePipelineOptions();
  const pipelineName = pipelines.data?.find((option) => String(option.value) === pipelineId)?.label;
  return (
    <DataProviderContext.Provider value={dealListProvider}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', pt: 2 }}>
        <Typography variant="h5" component="h1">
          {pipelineName ?? translate('crm.deals.title')}
        </Typography>
        <PipelineSwitcher pipelineId={pipelineId} view="list" />
      </Box>
      <AppList<DealListRow>
        resource="crm/deals"
        queryOptions={{ meta: { pipelineId } }}
        filters={filters}
        sort={{ field: 'stage', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={null}
        title={pipelineName ?? 'crm.deals.title'}
        storeKey={`crm/deals.${pipelineId}`}
      >
        <DataTable<DealListRow>
          rowClick={(rowId) => {
            openDeal(Number(rowId));
            return false;
          }}
          bulkActionButtons={<DealBulkActions />}
        >
          <DataTable.Col
            source="title"
            label="crm.deals.fields.title"
            render={(record) => (
              <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
                {record.hot && <HotFlag />}
                {record.title}
              </Box>
            )}
          />
          <DataTable.Col source="lead" label="crm.deals.fields.lead" disableSort render={(record) => record.lead.full_name} />
          <DataTable.Col source="stage" label="crm.deals.fields.stage" render={(record) => record.stage.name} />
          <DataTable.Col source="value" label="crm.deals.fields.value" render={(record) => <MoneyText deal={record as DealListRow} />} />
          <DataTable.Col source="status" label="crm.deals.fields.status" render={(record) => <DealStatusChip status={record.status} />} />
          <DataTable.Col source="owner" label="crm.deals.fields.owner" disableSort render={(record) => record.owner?.full_name ?? ''} />
          <DataTable.Col source="tags" label="crm.deals.fields.tags" disableSort render={(record) => <TagChips tags={record.tags} />} />
          <DataTable.Col source="expected_close_date" label="crm.deals.fields.expected_close_date" field={FormattedDateField} />
          <DataTable.Col
            source="stage_entered_at"
            label="crm.deals.fields.days_in_stage"
            render={(record) => translate('crm.deals.days_in_stage', { smart_count: record.days_in_stage })}
          />
        </DataTable>
      </AppList>
      <DealDrawerWhenOpened />
    </DataProviderContext.Provider>
  );
}
