// The preview step's first rows of the file as the import will read them: one column per field
// mapped, read in the browser by the server's own CSV reader (shared/csv.ts).
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportDescription } from './importDescription.ts';
import { IGNORED, type ColumnMap } from './ColumnMapping.tsx';

const SHOWN_ROWS = 5;

export function RowsPreview({
  description,
  headers,
  records,
  mapping,
}: {
  description: ImportDescription;
  headers: string[];
  records: string[][];
  mapping: ColumnMap;
}) {
  const translate = useTranslate();
  const columns = headers.flatMap((header, index) =>
    header !== '' && (mapping[header] ?? IGNORED) !== IGNORED ? [{ index, field: mapping[header]! }] : [],
  );
  const rows = records
    .slice(1)
    .filter((record) => record.some((cell) => cell.trim() !== ''))
    .slice(0, SHOWN_ROWS);
  if (columns.length === 0) return <Typography color="error">{translate('imports.nothing_mapped')}</Typography>;
  return (
    <Table size="small" aria-label={translate('imports.first_rows')} sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          {columns.map(({ field }) => (
            <TableCell key={field}>{translate(description.fieldLabel(field))}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((record, row) => (
          <TableRow key={row}>
            {columns.map(({ index, field }) => (
              <TableCell key={field}>{(record[index] ?? '').trim()}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
