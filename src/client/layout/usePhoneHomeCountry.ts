// The country whose phones the current organization reads nationally (docs/api.md "Phones"): its
// own, else that of its Gulf time zone; null without an organization to act in.
import { phoneHomeCountry } from '../../shared/phones.ts';
import { currentOrganization } from '../providers/session.ts';
import { useSession } from '../providers/useSession.ts';

export function usePhoneHomeCountry(): string | null {
  const organization = currentOrganization(useSession());
  return organization ? phoneHomeCountry(organization.country, organization.time_zone) : null;
}
