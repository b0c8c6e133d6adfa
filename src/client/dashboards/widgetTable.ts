// A widget's figures as a table (docs/architecture.md "Dashboards"): the same rows the chart draws,
// for reading without the chart and for the CSV download, written by the product's one CSV writer.
import { formatCsv } from '../../shared/csv-writer.ts';

/** One cell: what it shows, and the list it opens (the chart's bar or segment opens the same one). */
export interface WidgetCell {
  text: string;
  /** A number's raw value, written to the CSV as a number. */
  value?: number;
  link?: string;
}

export interface WidgetTable {
  /** The column headers, already translated. */
  columns: string[];
  rows: WidgetCell[][];
}

/** The table as CSV text: headers, then each row (numbers as numbers, text made inert). */
export function widgetCsvText(table: WidgetTable): string {
  return formatCsv([table.columns, ...table.rows.map((row) => row.map((cell) => cell.value ?? cell.text))]);
}
