// Each record an import meets, as the server's dry run or the import itself answered: the file
// rows naming it, whether it is created, updated or skipped (and why), and for a change each field
// old → new. The preview and the report draw the same list, in the future or the past tense.
import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportAction, ImportRecordOutcome } from '../../shared/imports.ts';
import type { ImportDescription } from './importDescription.ts';

/** Records drawn at most: a 20,000-row file must not draw 20,000 table rows. */
const SHOWN_RECORDS = 200;

const ACTION_COLORS: Record<ImportAction, 'success' | 'warning' | 'default'> = {
  create: 'success',
  update: 'warning',
  skip: 'default',
};

export function ImportRecords({
  description,
  records,
  done,
}: {
  description: ImportDescription;
  records: ImportRecordOutcome[];
  /** Applied (past tense) rather than previewed. */
  done: boolean;
}) {
  const translate = useTranslate();
  if (records.length === 0) return null;
  const shown = records.slice(0, SHOWN_RECORDS);
  const value = (field: string, text: string | null) => {
    if (text === null || text === '') return translate('imports.empty_value');
    const key = description.valueLabel?.(field, text);
    return key ? translate(key, { _: text }) : text;
  };

  const details = (record: ImportRecordOutcome): string[] => {
    if (record.action === 'skip' && record.reason === 'exists' && record.matched_on)
      return [
        translate('imports.reasons_skip.exists', {
          name: record.name,
          field: translate(description.fieldLabel(record.matched_on.field)).toLowerCase(),
          value: record.matched_on.value,
        }),
      ];
    if (record.action === 'skip') return [translate(`imports.reasons_skip.${record.reason ?? 'unchanged'}`, { name: record.name })];
    return record.changes.map((change) =>
      translate('imports.change', {
        field: translate(description.fieldLabel(change.field)),
        from: value(change.field, change.from),
        to: value(change.field, change.to),
      }),
    );
  };

  return (
    <>
      {/* On a phone the table scrolls sideways within the dialog rather than widening it. */}
      <TableContainer sx={{ mb: 1, overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('imports.records')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('imports.rows')}</TableCell>
              <TableCell>{translate('imports.action')}</TableCell>
              <TableCell>{translate('imports.name')}</TableCell>
              <TableCell>{translate('imports.details')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((record) => (
              <TableRow key={record.rows.join(',')}>
                <TableCell>{record.rows.join(', ')}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={ACTION_COLORS[record.action]}
                    label={translate(`imports.${done ? 'actions_done' : 'actions'}.${record.action}`)}
                  />
                </TableCell>
                <TableCell>{record.name}</TableCell>
                <TableCell>
                  {details(record).map((line) => (
                    <Typography key={line} variant="body2">
                      {line}
                    </Typography>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {records.length > shown.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('imports.more_records', { smart_count: records.length - shown.length })}
        </Typography>
      )}
    </>
  );
}
