// How a unit's numbers read: bedrooms (0 is a studio) and areas in sq ft. (Money reads by the one
// money rule: src/shared/money.ts.)
import { useTranslate } from 'react-admin';
import type { UnitType } from '../../../shared/crm.ts';

export function formatArea(area: number | null, locale = 'en'): string | null {
  return area === null ? null : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(area);
}

/**
 * What a unit is, in full: "2 BR Apartment", "Studio" (an apartment without a bedroom), "Office"
 * (other units without bedrooms). The availability grid and the public page's unit mix read it.
 */
export function useUnitKindText(): (type: UnitType, bedrooms: number) => string {
  const translate = useTranslate();
  return (type, bedrooms) => {
    const typeName = translate(`crm.unit_types.${type}`);
    if (bedrooms > 0) return translate('inventory.units.kind', { smart_count: bedrooms, type: typeName });
    return type === 'apartment' ? translate('inventory.units.studio') : typeName;
  };
}

export function useBedroomsText(): (bedrooms: number) => string {
  const translate = useTranslate();
  return (bedrooms) =>
    bedrooms === 0 ? translate('inventory.units.studio') : translate('inventory.units.bedrooms_value', { smart_count: bedrooms });
}
