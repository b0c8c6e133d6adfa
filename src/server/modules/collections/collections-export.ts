// The collections Excel export (GET collections/export): the list's scope, filters and order, in
// pages of EXPORT_PAGE lines, amounts in major units of each line's currency; headers and bucket
// names in the language of the person asking (docs/api.md "Languages").
import type { CollectionBucket, CollectionLine } from '../../../shared/collections.ts';
import type { Language } from '../../../shared/languages.ts';
import { minorToMajor } from '../../../shared/money.ts';
import type { Database } from '../../db/client.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { columnsIn, exportDate, type ColumnDefinition } from '../inventory/xlsx-stream.ts';
import { readableOrganizationsOn } from '../sales/scope.ts';
import { sales } from '../../db/sales-schema.ts';
import { collectionRows, type CollectionQuery } from './collections.queries.ts';

export const EXPORT_PAGE = 2_000;

interface CollectionExportHeaders {
  sale: string;
  developer: string;
  project: string;
  building: string;
  unit: string;
  buyers: string;
  line: string;
  due_date: string;
  bucket: string;
  days_late: string;
  currency: string;
  amount: string;
  paid: string;
  open: string;
}

interface CollectionExportWords {
  sheet: string;
  headers: CollectionExportHeaders;
  buckets: Record<CollectionBucket, string>;
}

export const COLLECTION_EXPORT_TEXTS: Record<Language, CollectionExportWords> = {
  en: {
    sheet: 'Collections',
    headers: {
      sale: 'Sale',
      developer: 'Developer',
      project: 'Project',
      building: 'Building',
      unit: 'Unit',
      buyers: 'Buyers',
      line: 'Installment',
      due_date: 'Due date',
      bucket: 'Status',
      days_late: 'Days late',
      currency: 'Currency',
      amount: 'Amount',
      paid: 'Paid',
      open: 'Open',
    },
    buckets: { overdue: 'Overdue', due_today: 'Due today', upcoming: 'Upcoming' },
  },
  ar: {
    sheet: 'التحصيل',
    headers: {
      sale: 'البيع',
      developer: 'المطوّر',
      project: 'المشروع',
      building: 'المبنى',
      unit: 'الوحدة',
      buyers: 'المشترون',
      line: 'الدفعة',
      due_date: 'تاريخ الاستحقاق',
      bucket: 'الحالة',
      days_late: 'أيام التأخير',
      currency: 'العملة',
      amount: 'المبلغ',
      paid: 'المدفوع',
      open: 'المتبقي',
    },
    buckets: { overdue: 'متأخرة', due_today: 'مستحقة اليوم', upcoming: 'قادمة' },
  },
};

const major = (minor: number, currency: string) => minorToMajor(minor, currency);
const inCurrency = (line: CollectionLine) => line.currency;

const COLUMNS: Record<keyof CollectionExportHeaders, ColumnDefinition<CollectionLine, CollectionExportWords>> = {
  sale: { width: 8, value: (line) => line.sale_id },
  developer: { width: 24, value: (line) => line.developer_name },
  project: { width: 24, value: (line) => line.project_name },
  building: { width: 22, value: (line) => line.building_name },
  unit: { width: 10, value: (line) => line.unit_number },
  buyers: { width: 30, value: (line) => line.buyer_names },
  line: { width: 24, value: (line) => line.label },
  due_date: { width: 14, value: (line) => line.due_date, date: 'date' },
  bucket: { width: 14, value: (line, words) => words.buckets[line.bucket] },
  days_late: { width: 10, value: (line) => line.days_late },
  currency: { width: 9, value: (line) => line.currency },
  amount: { width: 16, value: (line) => major(line.amount, line.currency), currency: inCurrency },
  paid: { width: 16, value: (line) => major(line.paid, line.currency), currency: inCurrency },
  open: { width: 16, value: (line) => major(line.open, line.currency), currency: inCurrency },
};

async function* collectionPages(db: Database, tenant: TenantContext, query: CollectionQuery, now: Date): AsyncIterable<CollectionLine[]> {
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const rows = await collectionRows(db, tenant, query, now, EXPORT_PAGE, offset);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_PAGE) return;
  }
}

/** The collections list as a workbook in `language`. */
export function collectionExport(db: Database, tenant: TenantContext, query: CollectionQuery, language: Language) {
  // Checked now, before anything is sent: a filter outside the reach is a 403, not a cut download.
  readableOrganizationsOn(sales.organization_id, tenant, query.developer_organization_id);
  const words = COLLECTION_EXPORT_TEXTS[language];
  const now = currentTime();
  return {
    filename: `collections-${exportDate(now)}.xlsx`,
    sheet: words.sheet,
    columns: columnsIn(COLUMNS, words.headers, words),
    batches: collectionPages(db, tenant, query, now),
  };
}
