// The mapping step of an import: each column of the file with the field it fills, first as its
// header names one (the same guess the server makes), then as the user chooses; a column may
// also be left out.
import { MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportDescription } from './importDescription.ts';

/** The field chosen for each header; IGNORED leaves the column out. */
export type ColumnMap = Record<string, string>;
export const IGNORED = '';

export function ColumnMapping({
  description,
  mapping,
  onChange,
}: {
  description: ImportDescription;
  mapping: ColumnMap;
  onChange: (mapping: ColumnMap) => void;
}) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('imports.steps.mapping')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('imports.column')}</TableCell>
          <TableCell>{translate('imports.field')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {Object.entries(mapping).map(([header, field]) => (
          <TableRow key={header}>
            <TableCell>{header}</TableCell>
            <TableCell>
              <TextField
                select
                size="small"
                fullWidth
                value={field}
                // "Do not import" is an empty value, which a select shows only when told to.
                slotProps={{
                  select: { displayEmpty: true },
                  htmlInput: { 'aria-label': translate('imports.field_of', { column: header }) },
                }}
                onChange={(event) => onChange({ ...mapping, [header]: event.target.value })}
              >
                <MenuItem value={IGNORED}>{translate('imports.ignore')}</MenuItem>
                {description.columns.fields.map((name) => (
                  <MenuItem key={name} value={name}>
                    {translate(description.fieldLabel(name))}
                  </MenuItem>
                ))}
              </TextField>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
