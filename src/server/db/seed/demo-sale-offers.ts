// Demo sale offers of Skyline Builders, made from the units and plans the inventory seed wrote:
// one prepared by the sales manager (three units: two on a building plan, one on custom
// installments) and one by the developer admin for a CRM lead (two units, with a discount).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Installment } from '../../../shared/schemas/payment-plans.ts';
import type { Executor } from '../client.ts';
import { paymentPlans, units } from '../inventory-schema.ts';
import { saleOfferNumberCounters, saleOffers, saleOfferUnits } from '../sales-schema.ts';
import { leads } from '../crm-schema.ts';

const CUSTOM_PLAN: Installment[] = [
  { label: 'Down payment', percentage: 10, due_type: 'on_booking', due_value: null },
  { label: 'Second payment', percentage: 15, due_type: 'months_after_booking', due_value: 6 },
  { label: 'Construction milestone', percentage: 25, due_type: 'construction_percent', due_value: 60 },
  { label: 'On handover', percentage: 50, due_type: 'on_handover', due_value: null },
];

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoSaleOffers(
  tx: Executor,
  refs: { developerId: number; salesManagerId: number; developerAdminId: number; now?: Date },
): Promise<void> {
  const now = refs.now ?? new Date();
  const availableUnits = await tx
    .select({ id: units.id, building_id: units.building_id })
    .from(units)
    .where(and(eq(units.organization_id, refs.developerId), eq(units.status, 'available')))
    .orderBy(asc(units.building_id), asc(units.floor), asc(units.unit_number))
    .limit(40);
  if (availableUnits.length < 5) return;
  const plans = await tx
    .select({ id: paymentPlans.id, building_id: paymentPlans.building_id })
    .from(paymentPlans)
    .where(
      inArray(
        paymentPlans.building_id,
        availableUnits.map((unit) => unit.building_id),
      ),
    )
    .orderBy(asc(paymentPlans.id));
  const planOf = (buildingId: number) => plans.find((plan) => plan.building_id === buildingId)?.id ?? null;
  // Spread the picks so the offers show different floors and buildings.
  const step = Math.max(1, Math.floor(availableUnits.length / 5));
  const picks = [0, 1, 2, 3, 4].map((index) => availableUnits[Math.min(index * step, availableUnits.length - 1)]!);
  const [lead] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.organization_id, refs.developerId))
    .orderBy(asc(leads.id))
    .limit(1);

  const year = now.getUTCFullYear();
  const offers = [
    {
      number: `SO-${year}-000001`,
      client_name: 'Hannah Whitfield',
      client_email: 'hannah.whitfield@example.test',
      client_phone: '+44 20 7946 0321',
      lead_id: null,
      valid_until: addDays(now, 30),
      status: 'sent' as const,
      discount: 0,
      notes: 'Relocating from London in spring; interested in sea views and a flexible plan.',
      created_by: refs.salesManagerId,
      units: [
        { unit: picks[0]!, custom: null },
        { unit: picks[1]!, custom: CUSTOM_PLAN },
        { unit: picks[2]!, custom: null },
      ],
    },
    {
      number: `SO-${year}-000002`,
      client_name: 'Rashid Al Falasi',
      client_email: 'rashid.falasi@example.test',
      client_phone: '+971 50 555 0142',
      lead_id: lead?.id ?? null,
      valid_until: addDays(now, 14),
      status: 'draft' as const,
      discount: 2_500_000,
      notes: 'Investor buying two units; 25,000 AED loyalty discount agreed.',
      created_by: refs.developerAdminId,
      units: [
        { unit: picks[3]!, custom: null },
        { unit: picks[4]!, custom: null },
      ],
    },
  ];
  for (const offer of offers) {
    const [row] = await tx
      .insert(saleOffers)
      .values({
        organization_id: refs.developerId,
        number: offer.number,
        client_name: offer.client_name,
        client_email: offer.client_email,
        client_phone: offer.client_phone,
        lead_id: offer.lead_id,
        valid_until: offer.valid_until,
        status: offer.status,
        discount: offer.discount,
        notes: offer.notes,
        created_by: offer.created_by,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: saleOffers.id });
    await tx.insert(saleOfferUnits).values(
      offer.units.map(({ unit, custom }, position) => ({
        organization_id: refs.developerId,
        sale_offer_id: row!.id,
        unit_id: unit.id,
        position,
        payment_plan_id: custom ? null : planOf(unit.building_id),
        custom_installments: custom,
      })),
    );
  }
  await tx.insert(saleOfferNumberCounters).values({ organization_id: refs.developerId, year, last_value: offers.length });
}
