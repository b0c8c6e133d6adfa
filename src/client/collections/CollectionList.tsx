// `/collections` (docs/product.md "Collections"): the open installments of the caller's sales —
// overdue, due today, the next 30 days — with each bucket's totals per currency (never added
// across currencies), filters and the Excel export; and, on a second tab, the units booked or
// sold with no sale recorded, each with a link to record it. Layout uses logical sides only, so
// Arabic (RTL) mirrors it.
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { Box, Button, Card, CardContent, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, DateInput, SelectInput, TextInput, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  COLLECTION_BUCKETS,
  type CollectionBucket,
  type CollectionLine,
  type CollectionListMeta,
  type UnrecordedSaleUnit,
} from '../../shared/collections.ts';
import { useFormatMoney } from '../forms/money.ts';
import { FormattedDateField } from '../i18n/FormattedDateField.tsx';
import { ProjectInput } from '../inventory/buildings/ProjectInput.tsx';
import { ExportButton } from '../inventory/common/ExportButton.tsx';
import { BuildingFilter } from '../inventory/units/unitFilters.tsx';
import { AppList } from '../layout/AppList.tsx';
import { useCan } from '../providers/useCan.ts';
import { recordSalePath, SALES } from '../sales/salesApi.ts';

export const COLLECTIONS = 'collections';
export const UNRECORDED_SALES = 'collections/unrecorded-sales';

const BUCKET_COLORS: Record<CollectionBucket, 'error' | 'warning' | 'info'> = {
  overdue: 'error',
  due_today: 'warning',
  upcoming: 'info',
};

const bucketChoices = COLLECTION_BUCKETS.map((bucket) => ({ id: bucket, name: `collections.buckets.${bucket}` }));

function usePlaceFilters() {
  const can = useCan();
  // The project and building pickers read the inventory's options (inventory.view).
  return can('inventory.view')
    ? [
        <ProjectInput key="project_id" source="project_id" label="collections.fields.project" isFilter alwaysOn />,
        <BuildingFilter key="building_id" source="building_id" label="collections.fields.building" alwaysOn />,
      ]
    : [];
}

/** Each bucket's open amount per currency, from the list's answer (meta.totals); a chip picks the bucket. */
function CollectionTotals() {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const { meta, filterValues, setFilters, displayedFilters } = useListContext<CollectionLine>();
  const totals = (meta as CollectionListMeta | undefined)?.totals;
  if (!totals) return null;
  const current = (filterValues as { bucket?: CollectionBucket }).bucket;
  const choose = (bucket: CollectionBucket | undefined) => {
    const { bucket: _dropped, ...rest } = filterValues as Record<string, unknown>;
    setFilters(bucket ? { ...rest, bucket } : rest, displayedFilters);
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} aria-label={translate('collections.totals')}>
      {COLLECTION_BUCKETS.map((bucket) => (
        <Card key={bucket} variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Chip
              label={translate(`collections.buckets.${bucket}`)}
              color={BUCKET_COLORS[bucket]}
              variant={current === bucket ? 'filled' : 'outlined'}
              onClick={() => choose(current === bucket ? undefined : bucket)}
              sx={{ mb: 1 }}
            />
            {totals[bucket].length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate('collections.no_totals')}
              </Typography>
            ) : (
              totals[bucket].map((total) => (
                <Typography key={total.currency} variant="body1" data-testid={`total-${bucket}-${total.currency}`}>
                  {translate('collections.total_line', {
                    amount: formatMoney(total.open, total.currency),
                    smart_count: total.lines,
                  })}
                </Typography>
              ))
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function OpenInstallments() {
  const formatMoney = useFormatMoney();
  const can = useCan();
  const filters = [
    <TextInput key="buyer" source="buyer" label="collections.fields.buyer" alwaysOn resettable />,
    <SelectInput key="bucket" source="bucket" label="collections.fields.bucket" choices={bucketChoices} alwaysOn />,
    ...usePlaceFilters(),
    <DateInput key="due_from" source="due_from" label="collections.fields.due_from" />,
    <DateInput key="due_to" source="due_to" label="collections.fields.due_to" />,
  ];
  // The super admin and sales managers see several developers' sales.
  const showDeveloper = can('organizations.list');
  return (
    <AppList<CollectionLine>
      resource={COLLECTIONS}
      filters={filters}
      sort={{ field: 'due_date', order: 'ASC' }}
      perPage={25}
      exporter={false}
      title="navigation.collections"
      empty={false}
      actions={<ExportButton path="collections/export" action="collections.export" fileName="collections.xlsx" />}
    >
      <CollectionTotals />
      <DataTable<CollectionLine> rowClick={(_id, _resource, record) => `/${SALES}/${record.sale_id}/show`} bulkActionButtons={false}>
        <DataTable.Col source="unit_number" label="collections.fields.unit" disableSort />
        <DataTable.Col
          source="project_name"
          label="collections.fields.project"
          disableSort
          render={(record) => `${record.building_name} · ${record.project_name}`}
        />
        {showDeveloper && <DataTable.Col source="developer_name" label="collections.fields.developer" disableSort />}
        <DataTable.Col source="buyer_names" label="collections.fields.buyers" disableSort />
        <DataTable.Col source="label" label="collections.fields.label" disableSort />
        <DataTable.Col source="due_date" label="collections.fields.due_date" field={FormattedDateField} />
        <DataTable.Col
          source="bucket"
          label="collections.fields.bucket"
          disableSort
          render={(record) => <BucketChip bucket={record.bucket} />}
        />
        <DataTable.NumberCol source="days_late" label="collections.fields.days_late" />
        <DataTable.Col source="amount" label="collections.fields.amount" render={(record) => formatMoney(record.amount, record.currency)} />
        <DataTable.Col
          source="paid"
          label="collections.fields.paid"
          disableSort
          render={(record) => formatMoney(record.paid, record.currency)}
        />
        <DataTable.Col source="open" label="collections.fields.open" render={(record) => formatMoney(record.open, record.currency)} />
      </DataTable>
    </AppList>
  );
}

function BucketChip({ bucket }: { bucket: CollectionBucket }) {
  const translate = useTranslate();
  return <Chip size="small" color={BUCKET_COLORS[bucket]} label={translate(`collections.buckets.${bucket}`)} />;
}

function RecordSaleLink({ unit }: { unit: UnrecordedSaleUnit }) {
  const translate = useTranslate();
  const can = useCan();
  // Completing a unit is the developer admin's (sales.manage), in his own organization.
  if (!can('sales.manage')) return null;
  return (
    <Button
      size="small"
      startIcon={<PointOfSaleIcon />}
      component={Link}
      to={recordSalePath(unit.id)}
      onClick={(event) => event.stopPropagation()}
    >
      {translate('collections.record_sale')}
    </Button>
  );
}

function UnrecordedSales() {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const can = useCan();
  const showDeveloper = can('organizations.list');
  return (
    <AppList<UnrecordedSaleUnit>
      resource={UNRECORDED_SALES}
      filters={usePlaceFilters()}
      sort={{ field: 'status_changed_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      title="navigation.collections"
      empty={false}
      disableSyncWithLocation
      actions={false}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {translate('collections.unrecorded_hint')}
      </Typography>
      <DataTable<UnrecordedSaleUnit> rowClick={(id) => `/inventory/units/${id}/show`} bulkActionButtons={false}>
        <DataTable.Col source="unit_number" label="collections.fields.unit" />
        <DataTable.Col
          source="project_name"
          label="collections.fields.project"
          disableSort
          render={(record) => `${record.building_name} · ${record.project_name}`}
        />
        {showDeveloper && <DataTable.Col source="developer_name" label="collections.fields.developer" disableSort />}
        <DataTable.Col
          source="status"
          label="collections.fields.status"
          disableSort
          render={(record) => translate(`collections.unit_statuses.${record.status}`)}
        />
        <DataTable.Col
          source="price"
          label="collections.fields.price"
          disableSort
          render={(record) => formatMoney(record.price, record.currency)}
        />
        <DataTable.Col source="status_changed_at" label="collections.fields.status_changed_at" field={FormattedDateField} />
        <DataTable.Col source="id" label="" disableSort render={(record) => <RecordSaleLink unit={record as UnrecordedSaleUnit} />} />
      </DataTable>
    </AppList>
  );
}

export function CollectionList() {
  const translate = useTranslate();
  const [tab, setTab] = useState<'open' | 'unrecorded'>('open');
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, value: 'open' | 'unrecorded') => setTab(value)} sx={{ mt: 1 }}>
        <Tab value="open" label={translate('collections.tabs.open')} />
        <Tab value="unrecorded" label={translate('collections.tabs.unrecorded')} />
      </Tabs>
      {tab === 'open' ? <OpenInstallments /> : <UnrecordedSales />}
    </Box>
  );
}
