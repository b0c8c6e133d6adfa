// Excel exports streamed as they are written (exceljs WorkbookWriter straight into the
// response), so a large inventory never sits whole in memory. Every cell, headers included, goes
// through spreadsheetCell (src/shared/spreadsheet-cells.ts): an export must never run what a user
// typed into a name.
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { currencyDecimals } from '../../../shared/money.ts';
import { fileHeaders } from '../../http/downloads.ts';
import { spreadsheetCell, type SpreadsheetValue } from '../../../shared/spreadsheet-cells.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type CellValue = SpreadsheetValue;

export interface ExportColumn<T> {
  header: string;
  width: number;
  value: (row: T) => CellValue;
  /**
   * The value is a date (docs/product.md section 9, "dates as shown"), written as a date cell, not
   * as ISO text: `date`, a calendar day (YYYY-MM-DD); `dateTime`, a moment, in UTC (Excel has no
   * zone, so the column's header says UTC).
   */
  date?: 'date' | 'dateTime';
  /** The value is an amount in major units of the row's currency: a number cell in that currency's format. */
  currency?: (row: T) => string;
}

/**
 * A column as an export defines it once for every language: its cells read the row and the words
 * (`W`) of the language the export is asked in; its header comes from that language's texts.
 */
export type ColumnDefinition<T, W> = Omit<ExportColumn<T>, 'header' | 'value'> & { value: (row: T, words: W) => CellValue };

/** The columns of an export in one language: each definition with its header, in the definitions' order. */
export function columnsIn<T, W, K extends string>(
  definitions: Record<K, ColumnDefinition<T, W>>,
  headers: Record<K, string>,
  words: W,
): ExportColumn<T>[] {
  return (Object.keys(definitions) as K[]).map((key) => {
    const { value, ...column } = definitions[key];
    return { ...column, header: headers[key], value: (row: T) => value(row, words) };
  });
}

const DATE_FORMAT = 'dd mmm yyyy';
const DATE_TIME_FORMAT = 'dd mmm yyyy hh:mm';

/** Excel's format for amounts of `currency`: its code, thousands grouped, its decimals ("AED" #,##0.00). */
export function currencyNumberFormat(currency: string): string {
  const decimals = currencyDecimals(currency);
  return `"${currency.replace(/"/g, '')} "#,##0${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`;
}

/** A date column's text (YYYY-MM-DD or ISO) as the Date exceljs writes as a date cell; null when blank or unreadable. */
function dateCell(value: CellValue): Date | null {
  if (value === null || value === '') return null;
  const date =
    value instanceof Date ? value : new Date(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** One row's cells, with the number format of each date and amount. */
function addRow<T>(sheet: ExcelJS.Worksheet, columns: ExportColumn<T>[], data: T) {
  const row = sheet.addRow(columns.map((column) => (column.date ? dateCell(column.value(data)) : spreadsheetCell(column.value(data)))));
  columns.forEach((column, index) => {
    const cell = row.getCell(index + 1);
    if (cell.value === null) return;
    if (column.date) cell.numFmt = column.date === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT;
    else if (column.currency && typeof cell.value === 'number') cell.numFmt = currencyNumberFormat(column.currency(data));
  });
  row.commit();
}

export interface WorkbookSource<T> {
  filename: string;
  sheet: string;
  columns: ExportColumn<T>[];
  batches: AsyncIterable<T[]>;
}

/** Writes an .xlsx of `batches` (each an array of rows) on one sheet into `output`, row by row. */
export async function writeWorkbook<T>(output: Writable, options: Omit<WorkbookSource<T>, 'filename'>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(options.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = options.columns.map((column, index) => ({
    header: spreadsheetCell(column.header),
    key: String(index),
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of options.batches) {
    for (const row of batch) addRow(sheet, options.columns, row);
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Answers with an .xlsx of `batches` (each an array of rows) on one sheet. Headers go out first;
 * a failure after that can only cut the download short, so it is logged and the stream destroyed.
 */
export function sendWorkbook<T>(reply: FastifyReply, options: WorkbookSource<T>): FastifyReply {
  const output = new PassThrough();
  writeWorkbook(output, options).catch((error: unknown) => {
    reply.log.error({ err: error }, 'excel export failed while streaming');
    output.destroy(error instanceof Error ? error : new Error('export failed'));
  });
  return fileHeaders(reply, { filename: options.filename, contentType: XLSX_CONTENT_TYPE }).send(output);
}

/** `YYYY-MM-DD` of today (UTC) for export file names. */
export const exportDate = (now: Date) => now.toISOString().slice(0, 10);
