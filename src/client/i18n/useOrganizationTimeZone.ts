// The zone the current organization's times and days are shown in (docs/domain.md "Time zone"):
// the session's organization data carries it; a session stored before it did reads the default.
import { DEFAULT_TIME_ZONE } from '../../shared/time-zones.ts';
import { currentOrganization } from '../providers/session.ts';
import { useSession } from '../providers/useSession.ts';

export function useOrganizationTimeZone(): string {
  return currentOrganization(useSession())?.time_zone ?? DEFAULT_TIME_ZONE;
}
