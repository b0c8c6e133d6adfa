// A reservation's last day, asked by the status panel and the restricted edit alike: from today to
// MAX_RESERVATION_DAYS ahead, a week ahead at first, and held to the end of that day, days being
// the organization's (docs/domain.md "Time zone").
import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_RESERVATION_DAYS, type UnitStatus } from '../../../shared/inventory.ts';
import { addDays, localDay, startOfLocalDay } from '../../../shared/time-zones.ts';
import { useOrganizationTimeZone } from '../../i18n/useOrganizationTimeZone.ts';
import type { StatusChangeInput } from './unitApi.ts';

/** YYYY-MM-DD of a day `days` after today in `timeZone`. */
export function dayAfter(days: number, timeZone: string): string {
  return addDays(localDay(new Date(), timeZone), days);
}

/** A reservation holds to the end of its chosen day in `timeZone` (23:59:59 there, as UTC). */
export function reservationEnd(day: string, timeZone: string): string {
  return new Date(startOfLocalDay(addDays(day, 1), timeZone).getTime() - 1000).toISOString();
}

/** The status move to send: a reservation carries the end of its chosen day. */
export function statusChange(status: UnitStatus, until: string, timeZone: string): StatusChangeInput {
  return { status, ...(status === 'reserved' ? { reserved_until: reservationEnd(until, timeZone) } : {}) };
}

interface ReservedUntilFieldProps {
  value: string;
  onChange: (day: string) => void;
  error: boolean;
  helperText: ReactNode;
}

export function ReservedUntilField({ value, onChange, error, helperText }: ReservedUntilFieldProps) {
  const translate = useTranslate();
  const timeZone = useOrganizationTimeZone();
  return (
    <TextField
      size="small"
      type="date"
      label={translate('inventory.fields.reserved_until')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={helperText}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: dayAfter(0, timeZone), max: dayAfter(MAX_RESERVATION_DAYS - 1, timeZone) },
      }}
    />
  );
}
