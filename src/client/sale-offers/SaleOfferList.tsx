// `/inventory/sale-offers`: the offers in the caller's scope (a developer's own) with filters
// (search, status, and the developer organization for those who see several), sorting, and
// delete per row for the roles that may. A row opens the offer.
import { CreateButton, DataTable, SearchInput, SelectInput, useTranslate } from 'react-admin';
import type { SaleOfferListItem } from '../../shared/sale-offers.ts';
import { developerFilter } from '../inventory/common/inventoryFilters.tsx';
import { useFormatMoney } from '../forms/money.ts';
import { useCan } from '../providers/useCan.ts';
import { DeleteOfferButton } from './DeleteOfferButton.tsx';
import { useOfferDeveloperOptions } from './saleOfferApi.ts';
import { SALE_OFFERS } from './saleOfferPaths.ts';
import { saleOfferStatusChoices } from './saleOfferChoices.ts';
import { SaleOfferStatusChip } from './SaleOfferStatusChip.tsx';
import { AppList } from '../layout/AppList.tsx';
import { FormattedDateField } from '../i18n/FormattedDateField.tsx';

function SaleOfferListActions() {
  const can = useCan();
  return <>{can('sale_offers.create') && <CreateButton label="sale_offers.create" />}</>;
}

function useFilters() {
  const developers = useOfferDeveloperOptions();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" label="sale_offers.fields.status" choices={saleOfferStatusChoices} alwaysOn />,
    ...developerFilter(developers.data, 'sale_offers.fields.developer'),
  ];
}

export function SaleOfferList() {
  const formatMoney = useFormatMoney();
  const translate = useTranslate();
  const can = useCan();
  const filters = useFilters();
  // The super admin and sales managers see several developers' offers.
  const showDeveloper = can('organizations.list');
  return (
    <AppList<SaleOfferListItem>
      resource={SALE_OFFERS}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={<SaleOfferListActions />}
      title="navigation.sale_offers"
      empty={false}
    >
      <DataTable<SaleOfferListItem> rowClick={(id) => `/${SALE_OFFERS}/${id}/show`} bulkActionButtons={false}>
        <DataTable.Col source="number" label="sale_offers.fields.number" />
        <DataTable.Col source="client_name" label="sale_offers.fields.client_name" />
        {showDeveloper && <DataTable.Col source="developer_name" label="sale_offers.fields.developer" disableSort />}
        <DataTable.Col
          source="status"
          label="sale_offers.fields.status"
          disableSort
          render={(record) => <SaleOfferStatusChip status={record.status} />}
        />
        <DataTable.Col source="units_count" label="sale_offers.fields.units_count" disableSort />
        <DataTable.Col source="total" label="sale_offers.fields.total" render={(record) => formatMoney(record.total, record.currency)} />
        <DataTable.Col source="valid_until" label="sale_offers.fields.valid_until" field={FormattedDateField} />
        <DataTable.Col source="created_by.name" label="sale_offers.fields.created_by" disableSort />
        <DataTable.Col source="created_at" label="sale_offers.fields.created_at" field={FormattedDateField} />
        {can('sale_offers.delete') && (
          <DataTable.Col
            label={translate('ra.action.delete')}
            disableSort
            render={(record) => (
              <span onClick={(event) => event.stopPropagation()}>
                <DeleteOfferButton id={record.id} number={record.number} />
              </span>
            )}
          />
        )}
      </DataTable>
    </AppList>
  );
}
