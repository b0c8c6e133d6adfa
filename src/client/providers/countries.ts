// Country options (code, name, dial code) from the public `GET utils/countries`, fetched once and
// kept with the session (docs/product.md section 3: the cached countries response, cleared on logout).
import type { Country } from '../../shared/api.ts';
import { apiRequest } from './httpClient.ts';
import { cacheCountries, readCachedCountries, type CountriesResponse } from './session.ts';

let inFlight: Promise<Country[]> | null = null;

export function getCountries(): Promise<Country[]> {
  const cached = readCachedCountries();
  if (cached) return Promise.resolve(cached.data);
  // Screens mounting together share one request instead of each sending its own.
  inFlight ??= apiRequest<CountriesResponse>({ path: 'utils/countries', authenticated: false })
    .then((response) => {
      cacheCountries(response);
      return response.data;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
