// Country options (ISO code, name, dial code), from the countries-list data package; computed
// once, since the list never changes while the process runs.
import { countries } from 'countries-list';
import type { Country } from '../../../shared/api.ts';

let cached: Country[] | undefined;

export function countryOptions(): Country[] {
  cached ??= Object.entries(countries)
    .map(([code, country]) => ({ code, name: country.name, dial_code: country.phone.length ? `+${country.phone[0]}` : '' }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}
