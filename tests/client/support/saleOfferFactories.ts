// Test data of the sale offer screens: offers, offered units, units to pick and the unit filter
// answers, as the API sends them.
import type { SaleOfferFilterLimits, UnitListRow } from '../../../src/shared/inventory.ts';
import type { SaleOfferDetail, SaleOfferFilterBuilding, SaleOfferUnit } from '../../../src/shared/sale-offers.ts';
import { SKYLINE_ID } from './organizationFactories.ts';

export const OFFER_ID = 900;

export function offeredUnit(overrides: Partial<SaleOfferUnit> = {}): SaleOfferUnit {
  return {
    unit_id: 501,
    position: 0,
    project_id: 21,
    project_name: 'Marina Heights',
    building_id: 31,
    building_name: 'Tower A',
    unit_number: '1203',
    floor: 12,
    type: 'apartment',
    bedrooms: 2,
    bathrooms: 2,
    internal_area: 1100,
    balcony_area: 100,
    total_area: 1200,
    views: [],
    unit_status: 'available',
    price: 150_000_000,
    floor_plan_url: null,
    payment_plan_id: null,
    payment_plan_name: null,
    custom_installments: false,
    installments: [],
    schedule: [],
    ...overrides,
  };
}

export function saleOffer(overrides: Partial<SaleOfferDetail> = {}): SaleOfferDetail {
  const units = overrides.units ?? [];
  const subtotal = units.reduce((sum, unit) => sum + unit.price, 0);
  return {
    id: OFFER_ID,
    organization_id: SKYLINE_ID,
    developer_name: 'Skyline Builders',
    number: 'SO-2026-000001',
    client_name: 'Amira Haddad',
    client_email: null,
    client_phone: null,
    lead_id: null,
    lead_name: null,
    valid_until: '2026-12-31',
    status: 'draft',
    currency: 'AED',
    discount: 0,
    subtotal,
    total: subtotal,
    units_count: units.length,
    created_by: { id: 1, name: 'Dana Admin' },
    created_at: '2026-11-22T09:00:00.000Z',
    updated_at: '2026-11-22T09:00:00.000Z',
    notes: null,
    units,
    totals: { subtotal, discount: 0, total: subtotal, units_count: units.length },
    can: { edit: true, delete: true },
    ...overrides,
  };
}

export function unitRow(overrides: Partial<UnitListRow> = {}): UnitListRow {
  return {
    id: 501,
    organization_id: SKYLINE_ID,
    developer_name: 'Skyline Builders',
    project_id: 21,
    project_name: 'Marina Heights',
    building_id: 31,
    building_name: 'Tower A',
    unit_number: '1203',
    floor: 12,
    type: 'apartment',
    bedrooms: 2,
    bathrooms: 2,
    internal_area: 1100,
    balcony_area: 100,
    total_area: 1200,
    price: 150_000_000,
    currency: 'AED',
    price_per_sqft: 125_000,
    views: [],
    orientation: null,
    parking_spaces: null,
    service_charge: null,
    status: 'available',
    reserved_until: null,
    status_changed_at: null,
    status_changed_by: null,
    status_changed_by_name: null,
    floor_plan_url: null,
    floor_plan_thumbnail_url: null,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export const filterLimits: SaleOfferFilterLimits = {
  price_min: 90_000_000,
  price_max: 300_000_000,
  area_min: 600,
  area_max: 2400,
  bedrooms_min: 0,
  bedrooms_max: 3,
};

export function filterBuilding(overrides: Partial<SaleOfferFilterBuilding> = {}): SaleOfferFilterBuilding {
  return {
    id: 31,
    name: 'Tower A',
    project_id: 21,
    project_name: 'Marina Heights',
    matching_units_count: 2,
    price_from: 150_000_000,
    price_to: 180_000_000,
    currency: 'AED',
    ...overrides,
  };
}

/** The calls behind the units step of offer OFFER_ID. */
export function unitsStepRoutes(offer: SaleOfferDetail = saleOffer()) {
  return {
    [`GET /api/inventory/sale-offers/${OFFER_ID}`]: { data: offer },
    'GET /api/utils/sale-offer-filter-limits': { data: filterLimits },
    'GET /api/inventory/sale-offers/filter-buildings': { data: [filterBuilding()] },
    'GET /api/inventory/units': { data: [unitRow(), unitRow({ id: 502, unit_number: '1204', price: 180_000_000 })], meta: { total: 2 } },
  };
}
