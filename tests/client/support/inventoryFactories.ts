// Test data of the inventory screens: projects, buildings and their images as the API answers
// them, and the answers every inventory screen asks for (options, the no-units banner).
import type { BuildingDetail, InventoryImage, PaymentPlan, ProjectDetail, UnitAvailability } from '../../../src/shared/inventory.ts';

export function unitAvailability(overrides: Partial<UnitAvailability> = {}): UnitAvailability {
  return { available: 0, reserved: 0, booked: 0, sold: 0, blocked: 0, total: 0, ...overrides };
}

export function inventoryImage(overrides: Partial<InventoryImage> = {}): InventoryImage {
  const id = overrides.id ?? 301;
  return {
    id,
    kind: 'gallery',
    position: 0,
    file_name: `photo-${id}.png`,
    content_type: 'image/png',
    size: 1200,
    width: 640,
    height: 480,
    url: `/api/inventory/images/${id}`,
    thumbnail_url: `/api/inventory/images/${id}/thumbnail`,
    created_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function projectDetail(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    id: 21,
    organization_id: 10,
    developer_name: 'Skyline Builders',
    name: 'Marina Heights',
    city: 'Dubai',
    community: 'Dubai Marina',
    address: 'Al Marsa Street',
    latitude: 25.08,
    longitude: 55.14,
    status: 'under_construction',
    launch_date: '2025-01-15',
    handover_date: '2027-12-31',
    construction_progress: 45,
    description: 'Sea-facing towers.',
    regulator_number: 'RERA-1234',
    escrow_account: 'ESC-99',
    currency: 'AED',
    amenity_ids: [],
    cover_thumbnail_url: null,
    buildings_count: 1,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    counts: { buildings: 1, floors: 30, images: 2 },
    amenities: [],
    images: [inventoryImage({ id: 301, position: 0 }), inventoryImage({ id: 302, position: 1 })],
    media360: [],
    video_links: [],
    availability: unitAvailability(),
    ...overrides,
  };
}

export function paymentPlan(overrides: Partial<PaymentPlan> = {}): PaymentPlan {
  return {
    id: 61,
    building_id: 31,
    name: '20/40/40',
    installments: [
      { label: 'Booking', percentage: 20, due_type: 'on_booking', due_value: null },
      { label: 'Construction', percentage: 40, due_type: 'construction_percent', due_value: 50 },
      { label: 'Handover', percentage: 40, due_type: 'on_handover', due_value: null },
    ],
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function buildingDetail(overrides: Partial<BuildingDetail> = {}): BuildingDetail {
  return {
    id: 31,
    organization_id: 10,
    developer_name: 'Skyline Builders',
    project_id: 21,
    project_name: 'Marina Heights',
    currency: 'AED',
    name: 'Tower A',
    floors: 30,
    status: 'under_construction',
    handover_date: '2027-12-31',
    description: null,
    amenity_ids: [],
    cover_thumbnail_url: null,
    payment_plans_count: 0,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    amenities: [],
    images: [],
    media360: [],
    video_links: [],
    payment_plans: [],
    availability: unitAvailability(),
    ...overrides,
  };
}

/** A tiny PNG: what the image routes answer in tests. */
export function imageResponse(): Response {
  return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'Content-Type': 'image/png' } });
}

export function inventoryBackground() {
  return {
    'GET /api/inventory/buildings/no-units-banner': { data: [] },
    'GET /api/inventory/amenities/options': { data: [] },
    'GET /api/inventory/projects/cities': { data: [] },
    'GET /api/inventory/projects/options': { data: [] },
  };
}
