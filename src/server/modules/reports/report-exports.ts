// The reports' Excel exports (docs/api.md "Reports"): the units export's streaming writer
// (../inventory/xlsx-stream.ts: real date and money cells, nothing a user typed run as a formula),
// headers and words in the language of the person asking, one record per language so a header
// missing in Arabic does not compile.
import type { Language } from '../../../shared/languages.ts';
import { minorToMajor } from '../../../shared/money.ts';
import type {
  InventorySnapshotRow,
  LeadSourcePerformanceRow,
  PipelineMovementRow,
  RecordedSaleStatus,
  SalesByPeriodRow,
  SalesRecordedRow,
  SaleStatus,
  SnapshotPriceSource,
} from '../../../shared/reports.ts';
import type {
  InventorySnapshotQuery,
  LeadSourcePerformanceQuery,
  PipelineMovementQuery,
  SalesByPeriodQuery,
} from '../../../shared/schemas/reports.ts';
import type { Database } from '../../db/client.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { VOCABULARY_LABELS, type VocabularyLabels } from '../../services/vocabulary-labels.ts';
import { columnsIn, exportDate, type ColumnDefinition, type WorkbookSource } from '../inventory/xlsx-stream.ts';
import { leadSourcePerformance, pipelineMovement } from './crm-reports.service.ts';
import { salesPages, snapshotPages } from './inventory-reports.service.ts';
import { salesRecordedPages } from './sales-reports.service.ts';
import { reportOrganizationIds } from './scope.ts';

interface SalesHeaders {
  period: string;
  project: string;
  status: string;
  units: string;
  currency: string;
  value: string;
}
interface RecordedHeaders {
  period: string;
  project: string;
  status: string;
  sales: string;
  currency: string;
  value: string;
}
interface SnapshotHeaders {
  unit: string;
  building: string;
  project: string;
  type: string;
  bedrooms: string;
  status: string;
  currency: string;
  price: string;
  price_source: string;
  current_status: string;
}
interface MovementHeaders {
  pipeline: string;
  stage: string;
  added: string;
  moved_in: string;
  moved_out: string;
}
interface LeadSourceHeaders {
  source: string;
  leads: string;
  converted: string;
  conversion_rate: string;
  won_deals: string;
  currency: string;
  won_value: string;
}

interface ReportExportTexts {
  sheets: { sales: string; recorded: string; snapshot: string; movement: string; sources: string };
  sales: SalesHeaders;
  recorded: RecordedHeaders;
  recordedStatuses: Record<RecordedSaleStatus, string>;
  snapshot: SnapshotHeaders;
  movement: MovementHeaders;
  sources: LeadSourceHeaders;
  saleStatuses: Record<SaleStatus, string>;
  priceSources: Record<SnapshotPriceSource, string>;
}

const REPORT_EXPORT_TEXTS: Record<Language, ReportExportTexts> = {
  en: {
    sheets: {
      sales: 'Sales by period',
      recorded: 'Sales recorded',
      snapshot: 'Inventory snapshot',
      movement: 'Pipeline movement',
      sources: 'Lead sources',
    },
    sales: { period: 'Period start', project: 'Project', status: 'Status', units: 'Units', currency: 'Currency', value: 'Value' },
    recorded: {
      period: 'Period start (booking date)',
      project: 'Project',
      status: 'Sale status',
      sales: 'Sales',
      currency: 'Currency',
      value: 'Agreed value',
    },
    recordedStatuses: { active: 'Active', cancelled: 'Cancelled' },
    snapshot: {
      unit: 'Unit',
      building: 'Building',
      project: 'Project',
      type: 'Type',
      bedrooms: 'Bedrooms',
      status: 'Status on the date',
      currency: 'Currency',
      price: 'Price on the date',
      price_source: 'Price from',
      current_status: 'Status today',
    },
    movement: { pipeline: 'Pipeline', stage: 'Stage', added: 'Added', moved_in: 'Moved in', moved_out: 'Moved out' },
    sources: {
      source: 'Source',
      leads: 'Leads',
      converted: 'Converted',
      conversion_rate: 'Conversion rate (%)',
      won_deals: 'Won deals',
      currency: 'Currency',
      won_value: 'Won value',
    },
    saleStatuses: { booked: 'Booked', sold: 'Sold' },
    priceSources: { history: 'Price history', current: 'Current price (no history for the date)' },
  },
  ar: {
    sheets: {
      sales: 'المبيعات حسب الفترة',
      recorded: 'المبيعات المسجلة',
      snapshot: 'لقطة المخزون',
      movement: 'حركة مسار الصفقات',
      sources: 'مصادر العملاء',
    },
    sales: { period: 'بداية الفترة', project: 'المشروع', status: 'الحالة', units: 'الوحدات', currency: 'العملة', value: 'القيمة' },
    recorded: {
      period: 'بداية الفترة (تاريخ الحجز)',
      project: 'المشروع',
      status: 'حالة البيع',
      sales: 'المبيعات',
      currency: 'العملة',
      value: 'القيمة المتفق عليها',
    },
    recordedStatuses: { active: 'سارية', cancelled: 'ملغاة' },
    snapshot: {
      unit: 'الوحدة',
      building: 'المبنى',
      project: 'المشروع',
      type: 'النوع',
      bedrooms: 'غرف النوم',
      status: 'الحالة في التاريخ',
      currency: 'العملة',
      price: 'السعر في التاريخ',
      price_source: 'مصدر السعر',
      current_status: 'الحالة اليوم',
    },
    movement: { pipeline: 'مسار الصفقات', stage: 'المرحلة', added: 'أُضيفت', moved_in: 'دخلت', moved_out: 'خرجت' },
    sources: {
      source: 'المصدر',
      leads: 'العملاء المحتملون',
      converted: 'المحوَّلون',
      conversion_rate: 'نسبة التحويل (%)',
      won_deals: 'الصفقات الرابحة',
      currency: 'العملة',
      won_value: 'قيمة الصفقات الرابحة',
    },
    saleStatuses: { booked: 'مؤكدة الحجز', sold: 'مباعة' },
    priceSources: { history: 'سجل الأسعار', current: 'السعر الحالي (لا سجل لهذا التاريخ)' },
  },
};

interface ReportWords {
  texts: ReportExportTexts;
  labels: VocabularyLabels;
}

const wordsIn = (language: Language): ReportWords => ({ texts: REPORT_EXPORT_TEXTS[language], labels: VOCABULARY_LABELS[language] });

/** Money as major units of the row's currency (AED, not fils), so totals and formats work in Excel. */
const major = (minor: number | null, currency: string | null) =>
  minor === null || currency === null ? null : minorToMajor(minor, currency);

const SALES_COLUMNS: Record<keyof SalesHeaders, ColumnDefinition<SalesByPeriodRow, ReportWords>> = {
  period: { width: 14, value: (row) => row.period, date: 'date' },
  project: { width: 26, value: (row) => row.project_name },
  status: { width: 12, value: (row, { texts }) => texts.saleStatuses[row.status] },
  units: { width: 9, value: (row) => row.units },
  currency: { width: 9, value: (row) => row.currency },
  value: { width: 18, value: (row) => major(row.value, row.currency), currency: (row) => row.currency },
};

const RECORDED_COLUMNS: Record<keyof RecordedHeaders, ColumnDefinition<SalesRecordedRow, ReportWords>> = {
  period: { width: 16, value: (row) => row.period, date: 'date' },
  project: { width: 26, value: (row) => row.project_name },
  status: { width: 12, value: (row, { texts }) => texts.recordedStatuses[row.status] },
  sales: { width: 9, value: (row) => row.sales },
  currency: { width: 9, value: (row) => row.currency },
  value: { width: 18, value: (row) => major(row.value, row.currency), currency: (row) => row.currency },
};

const SNAPSHOT_COLUMNS: Record<keyof SnapshotHeaders, ColumnDefinition<InventorySnapshotRow, ReportWords>> = {
  unit: { width: 10, value: (row) => row.unit_number },
  building: { width: 22, value: (row) => row.building_name },
  project: { width: 24, value: (row) => row.project_name },
  type: { width: 12, value: (row, { labels }) => labels.unitTypes[row.type] },
  bedrooms: { width: 9, value: (row) => row.bedrooms },
  status: { width: 14, value: (row, { labels }) => labels.unitStatuses[row.status] },
  currency: { width: 9, value: (row) => row.currency },
  price: { width: 16, value: (row) => major(row.price, row.currency), currency: (row) => row.currency },
  price_source: { width: 24, value: (row, { texts }) => texts.priceSources[row.price_source] },
  current_status: { width: 14, value: (row, { labels }) => labels.unitStatuses[row.current_status] },
};

const MOVEMENT_COLUMNS: Record<keyof MovementHeaders, ColumnDefinition<PipelineMovementRow, ReportWords>> = {
  pipeline: { width: 22, value: (row) => row.pipeline_name },
  stage: { width: 22, value: (row) => row.stage_name },
  added: { width: 10, value: (row) => row.added },
  moved_in: { width: 10, value: (row) => row.moved_in },
  moved_out: { width: 10, value: (row) => row.moved_out },
};

/** A lead source's row of the sheet, once per currency of its won value; the counts on its first row only. */
interface LeadSourceLine {
  row: LeadSourcePerformanceRow;
  first: boolean;
  currency: string | null;
  value: number | null;
}

const SOURCE_COLUMNS: Record<keyof LeadSourceHeaders, ColumnDefinition<LeadSourceLine, ReportWords>> = {
  source: { width: 18, value: (line, { labels }) => labels.leadSources[line.row.source] },
  leads: { width: 9, value: (line) => (line.first ? line.row.leads : null) },
  converted: { width: 11, value: (line) => (line.first ? line.row.converted : null) },
  conversion_rate: { width: 12, value: (line) => (line.first ? Math.round(line.row.conversion_rate * 1000) / 10 : null) },
  won_deals: { width: 11, value: (line) => (line.first ? line.row.won_deals : null) },
  currency: { width: 9, value: (line) => line.currency },
  won_value: { width: 18, value: (line) => major(line.value, line.currency), currency: (line) => line.currency ?? '' },
};

/** One batch, read only once the workbook asks for it (after the headers went out). */
async function* once<T>(rows: () => Promise<T[]>): AsyncIterable<T[]> {
  yield await rows();
}

const fileName = (report: string) => `${report}-${exportDate(currentTime())}.xlsx`;

export function salesExport(
  db: Database,
  tenant: TenantContext,
  query: SalesByPeriodQuery,
  language: Language,
): WorkbookSource<SalesByPeriodRow> {
  // Checked now, before anything is sent: an organization outside the scope is a 403, not a cut download.
  reportOrganizationIds(tenant, query.developer_organization_id);
  const words = wordsIn(language);
  return {
    filename: fileName('sales-by-period'),
    sheet: words.texts.sheets.sales,
    columns: columnsIn(SALES_COLUMNS, words.texts.sales, words),
    batches: salesPages(db, tenant, query),
  };
}

export function recordedExport(
  db: Database,
  tenant: TenantContext,
  query: SalesByPeriodQuery,
  language: Language,
): WorkbookSource<SalesRecordedRow> {
  reportOrganizationIds(tenant, query.developer_organization_id);
  const words = wordsIn(language);
  return {
    filename: fileName('sales-recorded'),
    sheet: words.texts.sheets.recorded,
    columns: columnsIn(RECORDED_COLUMNS, words.texts.recorded, words),
    batches: salesRecordedPages(db, tenant, query),
  };
}

export function snapshotExport(
  db: Database,
  tenant: TenantContext,
  query: InventorySnapshotQuery,
  language: Language,
): WorkbookSource<InventorySnapshotRow> {
  reportOrganizationIds(tenant, query.developer_organization_id);
  const words = wordsIn(language);
  return {
    filename: fileName('inventory-snapshot'),
    sheet: words.texts.sheets.snapshot,
    columns: columnsIn(SNAPSHOT_COLUMNS, words.texts.snapshot, words),
    batches: snapshotPages(db, tenant, query),
  };
}

export function movementExport(
  db: Database,
  tenant: TenantContext,
  query: PipelineMovementQuery,
  language: Language,
): WorkbookSource<PipelineMovementRow> {
  const words = wordsIn(language);
  return {
    filename: fileName('pipeline-movement'),
    sheet: words.texts.sheets.movement,
    columns: columnsIn(MOVEMENT_COLUMNS, words.texts.movement, words),
    batches: once(() => pipelineMovement(db, tenant, query)),
  };
}

export function leadSourcesExport(
  db: Database,
  tenant: TenantContext,
  query: LeadSourcePerformanceQuery,
  language: Language,
): WorkbookSource<LeadSourceLine> {
  const words = wordsIn(language);
  const lines = () =>
    leadSourcePerformance(db, tenant, query).then((rows) =>
      rows.flatMap((row): LeadSourceLine[] =>
        row.won_value.length
          ? row.won_value.map((total, index) => ({ row, first: index === 0, currency: total.currency, value: total.value }))
          : [{ row, first: true, currency: null, value: null }],
      ),
    );
  return {
    filename: fileName('lead-sources'),
    sheet: words.texts.sheets.sources,
    columns: columnsIn(SOURCE_COLUMNS, words.texts.sources, words),
    batches: once(lines),
  };
}
