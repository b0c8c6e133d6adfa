// Country options (ISO code, name, dial code): the ISO 3166-1 countries the platform accepts
// (src/shared/countries.ts), named and dialled from the countries-list data package; computed
// once, since the list never changes while the process runs.
import { countries } from 'countries-list';
import type { Country } from '../../../shared/api.ts';
import { COUNTRY_CODES } from '../../../shared/countries.ts';

let cached: Country[] | undefined;

export function countryOptions(): Country[] {
  cached ??= COUNTRY_CODES.map((code) => {
    const country = countries[code];
    return { code, name: country.name, dial_code: country.phone.length ? `+${country.phone[0]}` : '' };
  }).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}
