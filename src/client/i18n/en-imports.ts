// English messages of the one CSV import dialog (client/imports), under `imports.*` of en.ts. The
// fields' names come from each resource's own messages (its ImportDescription says which).
export const importMessages = {
  title: 'Import',
  file: 'CSV file',
  no_header: 'The file has no header row.',
  steps: { file: 'File', mapping: 'Columns', preview: 'Preview', done: 'Done' },
  column: 'Column',
  field: 'Field',
  field_of: 'Field of column %{column}',
  ignore: 'Do not import',
  first_rows: 'First rows as they will be imported',
  nothing_mapped: 'No column is mapped to a field.',
  next: 'Next',
  apply: 'Import',
  apply_hint: 'Nothing has been written yet: Import applies this.',
  summary: 'Created %{created}, updated %{updated}, rejected %{rejected}.',
  summary_preview: 'Would create %{created}, update %{updated}, reject %{rejected}.',
  summary_with_skipped:
    'Created %{created}, updated %{updated}, skipped %{skipped}; %{smart_count} row rejected. |||| Created %{created}, updated %{updated}, skipped %{skipped}; %{smart_count} rows rejected.',
  summary_with_skipped_preview:
    'Would create %{created}, update %{updated}, skip %{skipped}; %{smart_count} row rejected. |||| Would create %{created}, update %{updated}, skip %{skipped}; %{smart_count} rows rejected.',
  rejected: 'Rejected rows',
  row: 'Row',
  reasons: 'Reasons',
  download_report: 'Download rejected rows (CSV)',
};
