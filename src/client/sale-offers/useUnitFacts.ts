// A unit's facts in one line: type, bedrooms (or studio), floor and total area.
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { UnitType } from '../../shared/crm.ts';

export interface UnitFactsSource {
  type: UnitType;
  bedrooms: number;
  floor: number;
  total_area: number;
}

export function useUnitFacts(): (unit: UnitFactsSource) => string {
  const translate = useTranslate();
  return useCallback(
    (unit) =>
      [
        translate(`crm.unit_types.${unit.type}`),
        unit.bedrooms === 0 ? translate('crm.bedrooms.studio') : translate('crm.bedrooms.count', { smart_count: unit.bedrooms }),
        translate('sale_offers.units.floor', { floor: unit.floor }),
        translate('sale_offers.units.area', { area: unit.total_area }),
      ].join(' · '),
    [translate],
  );
}
