// A reservation's last day, asked by the status panel and the restricted edit alike: from today to
// MAX_RESERVATION_DAYS ahead, a week ahead at first, and held to the end of that day (UTC).
import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_RESERVATION_DAYS, type UnitStatus } from '../../../shared/inventory.ts';
import type { StatusChangeInput } from './unitApi.ts';

/** YYYY-MM-DD of a day `days` after today (UTC). */
export function dayAfter(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A reservation holds to the end of its chosen day (UTC). */
export function reservationEnd(day: string): string {
  return `${day}T23:59:59.000Z`;
}

/** The status move to send: a reservation carries the end of its chosen day. */
export function statusChange(status: UnitStatus, until: string): StatusChangeInput {
  return { status, ...(status === 'reserved' ? { reserved_until: reservationEnd(until) } : {}) };
}

interface ReservedUntilFieldProps {
  value: string;
  onChange: (day: string) => void;
  error: boolean;
  helperText: ReactNode;
}

export function ReservedUntilField({ value, onChange, error, helperText }: ReservedUntilFieldProps) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      type="date"
      label={translate('inventory.fields.reserved_until')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dayAfter(0), max: dayAfter(MAX_RESERVATION_DAYS - 1) } }}
    />
  );
}
