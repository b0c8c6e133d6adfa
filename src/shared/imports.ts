// What every CSV import agrees on between the server and the one import dialog (docs/api.md "CSV
// imports"): whether rows that meet a stored record update it (off unless asked), and how an
// import names each record it would touch — its preview (a dry run) and its report alike.

/** What a row that meets a stored record does: nothing (the default) or update it. */
export const IMPORT_DUPLICATE_MODES = ['skip', 'update'] as const;
export type ImportDuplicateMode = (typeof IMPORT_DUPLICATE_MODES)[number];

export const IMPORT_ACTIONS = ['create', 'update', 'skip'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** Why a record is skipped: it exists and updates were not asked for, or the rows change nothing. */
export const IMPORT_SKIP_REASONS = ['exists', 'unchanged'] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

/** One field of a record as stored (`from`, null for a record created) and as the import leaves it (`to`). */
export interface ImportFieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** One record an import creates, updates or skips, with the rows of the file that name it. */
export interface ImportRecordOutcome {
  /** The file's rows (the header is row 1) that meet this record, in file order. */
  rows: number[];
  action: ImportAction;
  /** The stored record; null for one a preview would create. */
  id: number | null;
  /** The record's name as the import leaves it. */
  name: string;
  /** The field and stored value a row matched an existing record on; null for a record created. */
  matched_on: { field: string; value: string } | null;
  /** Set when `action` is skip. */
  reason: ImportSkipReason | null;
  /** The fields that change (for a record created: the fields it is given); empty for a skip. */
  changes: ImportFieldChange[];
}
