// What the one import dialog (ImportDialog.tsx) needs to know of a resource it imports into:
// where to send the file, which fields its columns can fill and how headers name them (the same
// ImportColumns the server resolves with, shared/csv.ts), the options the call takes, and whether
// the server can preview an import. Leads, companies and brokers each have one, next to their list.
import type { ImportColumns } from '../../shared/csv.ts';

/** A choice the import call takes besides the file (the leads' `duplicates`); the first choice is the default. */
export interface ImportOption {
  /** The form field it is sent as. */
  name: string;
  /** Translation keys. */
  label: string;
  choices: { id: string; name: string }[];
}

export interface ImportDescription<F extends string = string> {
  /** POST <endpoint> with `file`, `mapping` (header → field, null to ignore the column) and the options. */
  endpoint: string;
  columns: ImportColumns<F>;
  /** The translation key naming a field. */
  fieldLabel(field: F): string;
  options?: ImportOption[];
  /** The call takes `preview=true` and answers without writing: the preview step shows what the import would do. */
  serverPreview?: boolean;
  /** The file name of the rejected rows' CSV, when the server sends one as `report`. */
  reportName?: string;
  /** The hook refreshing what shows the imported records. */
  useRefresh(): () => void;
}

/** What an import answers: leads add `preview`, `skipped` and the CSV `report`. */
export interface ImportOutcome {
  preview?: boolean;
  created: number;
  updated: number;
  skipped?: number;
  rejected: { row: number; errors: Record<string, string[]> }[];
  report?: string | null;
}
