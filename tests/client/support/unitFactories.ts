// Test data of the unit screens: a unit, its plans and a building's availability matrix as the
// API answers them.
import type { AvailabilityMatrix, BulkUnitsPreview, Unit, UnitPlan } from '../../../src/shared/inventory.ts';
import { paymentPlan, unitAvailability } from './inventoryFactories.ts';

export function unit(overrides: Partial<Unit> = {}): Unit {
  return {
    id: 41,
    organization_id: 10,
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
    price: 180_000_000,
    currency: 'AED',
    price_per_sqft: 150_000,
    views: ['sea'],
    orientation: 'west',
    parking_spaces: 1,
    service_charge: 1_800_000,
    status: 'available',
    reserved_until: null,
    status_changed_at: null,
    status_changed_by: null,
    status_changed_by_name: null,
    floor_plan_url: null,
    floor_plan_thumbnail_url: null,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    images: [],
    media360: [],
    video_links: [],
    status_history: [],
    next_statuses: ['reserved', 'booked', 'blocked'],
    ...overrides,
  };
}

export function unitPlan(overrides: Partial<UnitPlan> = {}): UnitPlan {
  return {
    plan: paymentPlan(),
    price: 180_000_000,
    currency: 'AED',
    booking_date: '2026-03-01',
    handover_date: '2027-12-31',
    installments: [
      { label: 'Booking', percentage: 20, due_type: 'on_booking', due_value: null, amount: 36_000_000, due_date: '2026-03-01' },
      { label: 'Construction', percentage: 40, due_type: 'construction_percent', due_value: 50, amount: 72_000_000, due_date: null },
      { label: 'Handover', percentage: 40, due_type: 'on_handover', due_value: null, amount: 72_000_000, due_date: '2027-12-31' },
    ],
    total: 180_000_000,
    ...overrides,
  };
}

export function availabilityMatrix(overrides: Partial<AvailabilityMatrix> = {}): AvailabilityMatrix {
  return {
    building_id: 31,
    building_name: 'Tower A',
    currency: 'AED',
    floors: [
      {
        floor: 12,
        units: [
          { id: 41, unit_number: '1203', floor: 12, type: 'apartment', bedrooms: 2, price: 180_000_000, status: 'available' },
          { id: 42, unit_number: '1204', floor: 12, type: 'penthouse', bedrooms: 4, price: 420_000_000, status: 'sold' },
        ],
      },
    ],
    availability: unitAvailability({ available: 1, sold: 1, total: 2 }),
    ...overrides,
  };
}

export function bulkPreview(created: boolean): BulkUnitsPreview {
  const row = (floor: number, index: number) => ({
    unit_number: `${floor}0${index}`,
    floor,
    type: 'apartment' as const,
    bedrooms: 1,
    bathrooms: null,
    internal_area: 750,
    balcony_area: null,
    price: 100_000_000 + (floor - 1) * 500_000,
    views: [],
  });
  return { building_id: 31, count: 4, created, units: [row(1, 1), row(1, 2), row(2, 1), row(2, 2)] };
}
