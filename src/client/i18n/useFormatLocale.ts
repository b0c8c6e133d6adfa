// The BCP 47 tag the UI formats dates, money and numbers with: the user's language's, from the one
// place that decides it (src/shared/languages.ts), so Arabic screens keep Latin digits unless the
// user chose Arabic-Indic ones (digitsPreference.ts).
import { useLocaleState } from 'react-admin';
import { formatLocaleOf } from '../../shared/languages.ts';
import { useDigitsPreference } from './digitsPreference.ts';

export function useFormatLocale(): string {
  const [locale] = useLocaleState();
  return formatLocaleOf(locale, useDigitsPreference());
}
