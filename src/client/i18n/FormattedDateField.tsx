// A record's date (or, with `showTime`, date-time) in a list or page, on the one date format
// (src/shared/date-format.ts). Takes react-admin's DateField's place: that one writes the
// browser's own order (11/26/2026 in a US browser) and moves calendar dates a day west of UTC.
import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { useFormatDate } from '../inventory/common/useFormatDate.ts';
import { useFormatDateTime } from './useFormatDateTime.ts';

export function FormattedDateField({ source, showTime = false }: { source: string; showTime?: boolean; label?: string }) {
  const value: unknown = useFieldValue({ source });
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const text = typeof value === 'string' ? (showTime ? formatDateTime(value) : formatDate(value)) : null;
  if (text === null) return null;
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}

/** FormattedDateField with the time, for DataTable.Col's `field`. */
export function FormattedDateTimeField({ source }: { source: string; label?: string }) {
  return <FormattedDateField source={source} showTime />;
}
