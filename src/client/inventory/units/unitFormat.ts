// How a unit's numbers read: bedrooms (0 is a studio), areas in sq ft, and money entered in AED
// while the API keeps integer minor units (fils).
import { useTranslate } from 'react-admin';

export const toMinor = (value: unknown): number | null =>
  value === '' || value === null || value === undefined || Number.isNaN(Number(value)) ? null : Math.round(Number(value) * 100);
export const toMajor = (value: unknown): number | '' => (typeof value === 'number' ? value / 100 : '');

export function formatArea(area: number | null, locale = 'en'): string | null {
  return area === null ? null : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(area);
}

export function useBedroomsText(): (bedrooms: number) => string {
  const translate = useTranslate();
  return (bedrooms) => (bedrooms === 0 ? translate('inventory.units.studio') : translate('inventory.units.bedrooms_value', { smart_count: bedrooms }));
}
