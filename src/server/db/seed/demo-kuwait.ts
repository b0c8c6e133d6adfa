// Demo inventory of Gulf Crown Developments, the second developer: one project in Kuwait City
// priced in Kuwaiti dinars, whose fils are thousandths (docs/domain.md "Money"). Its prices carry
// fils on purpose, so the units list, the unit page, the plan schedule, exports and offers show
// three decimals; its plan's thirds leave a remainder on the last installment.
import type { Executor } from '../client.ts';
import { buildings, paymentPlans, projects, units } from '../inventory-schema.ts';
import type { Installment } from '../../../shared/schemas/payment-plans.ts';

export const KUWAIT_PROJECT = 'Al Hamra Gardens';

const THIRDS: Installment[] = [
  { label: 'Down payment', percentage: 33.33, due_type: 'on_booking', due_value: null },
  { label: 'During construction', percentage: 33.33, due_type: 'months_after_booking', due_value: 12 },
  { label: 'On handover', percentage: 33.34, due_type: 'on_handover', due_value: null },
];

/** Unit number, floor, bedrooms, internal area (sq ft), price in fils (KWD × 1000). */
const UNITS: [string, number, number, number, number][] = [
  ['G-101', 1, 1, 780, 85_250_500],
  ['G-102', 1, 2, 1_140, 121_999_750],
  ['G-201', 2, 2, 1_160, 124_500_125],
  ['G-202', 2, 3, 1_620, 176_875_000],
  ['G-301', 3, 3, 1_650, 181_333_333],
  ['G-302', 3, 4, 2_300, 249_990_990],
];

export async function seedDemoKuwait(tx: Executor, developerId: number): Promise<void> {
  const [project] = await tx
    .insert(projects)
    .values({
      organization_id: developerId,
      name: KUWAIT_PROJECT,
      city: 'Kuwait City',
      community: 'Sharq',
      status: 'under_construction',
      launch_date: '2025-03-01',
      handover_date: '2028-09-30',
      construction_progress: 35,
      description: 'Garden residences a short walk from the Sharq waterfront.',
      currency: 'KWD',
    })
    .returning({ id: projects.id });
  const [building] = await tx
    .insert(buildings)
    .values({ organization_id: developerId, project_id: project!.id, name: 'Garden Tower', floors: 12, status: 'under_construction' })
    .returning({ id: buildings.id });
  await tx
    .insert(paymentPlans)
    .values({ organization_id: developerId, building_id: building!.id, name: 'Thirds 33/33/34', installments: THIRDS });
  await tx.insert(units).values(
    UNITS.map(([unit_number, floor, bedrooms, internal_area, price]) => ({
      organization_id: developerId,
      building_id: building!.id,
      unit_number,
      floor,
      type: 'apartment' as const,
      bedrooms,
      bathrooms: bedrooms + 1,
      internal_area,
      price,
      // 2.250 KWD per sq ft a year, in fils.
      service_charge: internal_area * 2_250,
    })),
  );
}
