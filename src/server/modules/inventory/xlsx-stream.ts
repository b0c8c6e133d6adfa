// Excel exports streamed as they are written (exceljs WorkbookWriter straight into the
// response), so a large inventory never sits whole in memory. Every cell, headers included, goes
// through spreadsheetCell (services/spreadsheet-cells.ts): an export must never run what a user
// typed into a name.
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { fileHeaders } from '../../http/downloads.ts';
import { spreadsheetCell, type SpreadsheetValue } from '../../services/spreadsheet-cells.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type CellValue = SpreadsheetValue;

export interface ExportColumn<T> {
  header: string;
  width: number;
  value: (row: T) => CellValue;
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
    for (const row of batch) sheet.addRow(options.columns.map((column) => spreadsheetCell(column.value(row)))).commit();
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
