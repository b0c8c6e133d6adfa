// How a unit's numbers read: bedrooms (0 is a studio) and areas in sq ft. (Money reads by the one
// money rule: src/shared/money.ts.)
import { useTranslate } from 'react-admin';

export function formatArea(area: number | null, locale = 'en'): string | null {
  return area === null ? null : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(area);
}

export function useBedroomsText(): (bedrooms: number) => string {
  const translate = useTranslate();
  return (bedrooms) =>
    bedrooms === 0 ? translate('inventory.units.studio') : translate('inventory.units.bedrooms_value', { smart_count: bedrooms });
}
