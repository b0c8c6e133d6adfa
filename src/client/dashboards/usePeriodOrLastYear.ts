// The period the widgets that would otherwise read all time ask for (absorption, lead sources):
// the one picked, else the last year to today in the organization's calendar — the period the
// server reads for them when none is given (docs/api.md "Dashboards"), asked for explicitly so that
// their links open the lists over the same days.
import { useMemo } from 'react';
import { periodOrLastYear } from '../../shared/dashboards.ts';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { localDay } from '../../shared/time-zones.ts';
import { useSession } from '../providers/useSession.ts';

export function usePeriodOrLastYear(range: DashboardRange): { period: DashboardRange; lastYear: boolean } {
  const session = useSession();
  const timeZone =
    session.organizations?.find((organization) => organization.id === session.organizationId)?.time_zone ??
    Intl.DateTimeFormat().resolvedOptions().timeZone;
  const lastYear = !range.from && !range.to;
  const today = localDay(new Date(), timeZone);
  const period = useMemo(() => periodOrLastYear(range, today), [range, today]);
  return { period, lastYear };
}
