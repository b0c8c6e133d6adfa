// What the one import dialog (ImportDialog.tsx) needs to know of a resource it imports into:
// where to send the file, which fields its columns can fill and how headers name them (the same
// ImportColumns the server resolves with, shared/csv.ts), and how to offer updating the records
// already stored. Leads, companies and brokers each have one, next to their list.
import type { ImportColumns } from '../../shared/csv.ts';
import type { ImportRecordOutcome } from '../../shared/imports.ts';

export interface ImportDescription<F extends string = string> {
  /** POST <endpoint> with `file`, `mapping` (header → field, null to ignore the column), `preview` and `duplicates` (docs/api.md "CSV imports"). */
  endpoint: string;
  columns: ImportColumns<F>;
  /** The translation key naming a field. */
  fieldLabel(field: F): string;
  /** The translation key of a stored value the import reports (a status, a source), when it is a code. */
  valueLabel?(field: string, value: string): string | null;
  /** The translation key of the "update the records already stored" choice, which says what they are matched on. */
  updateLabel: string;
  /** The file name of the rejected rows' CSV, when the server sends one as `report`. */
  reportName?: string;
  /** The hook refreshing what shows the imported records. */
  useRefresh(): () => void;
}

/** What an import answers, previewed or applied: leads add the CSV `report`; companies and brokers name each record. */
export interface ImportOutcome {
  preview?: boolean;
  created: number;
  updated: number;
  skipped?: number;
  rejected: { row: number; errors: Record<string, string[]> }[];
  report?: string | null;
  records?: ImportRecordOutcome[];
}
