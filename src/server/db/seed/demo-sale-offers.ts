// Demo sale offers of Skyline Builders, made from the units and plans the inventory seed wrote:
// one prepared by the sales manager (three units: two on a building plan, one on custom
// installments) and one by the developer admin for a CRM lead (two units, with a discount), both
// today; and before them two to five a month over the last eleven months by the sales manager,
// the developer admin and the developer (the dashboard's offers per period) — sent, accepted (on
// units since booked or sold) or left as drafts, most of them past their validity by now.
// Deterministic: no randomness, every value follows from the offer's place in the year.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Installment } from '../../../shared/schemas/payment-plans.ts';
import type { Executor } from '../client.ts';
import { paymentPlans, units } from '../inventory-schema.ts';
import { saleOfferNumberCounters, saleOffers, saleOfferUnits } from '../sales-schema.ts';
import { leads } from '../crm-schema.ts';
import { memberships } from '../schema.ts';

const DAY = 86_400_000;
const PAST_CLIENTS: { name: string; email: string | null; phone: string }[] = [
  { name: 'Omar Al Suwaidi', email: 'omar.suwaidi@example.test', phone: '+971 50 555 0190' },
  { name: 'Priya Raman', email: 'priya.raman@example.test', phone: '+971 55 555 0117' },
  { name: 'Mariam Al Hashimi', email: null, phone: '+971 52 555 0133' },
  { name: 'Dmitri Volkov', email: 'd.volkov@example.test', phone: '+7 495 555 0148' },
  { name: 'Sara Haddad', email: 'sara.haddad@example.test', phone: '+961 3 555 012' },
  { name: 'James Carter', email: 'james.carter@example.test', phone: '+44 7700 900412' },
  { name: 'Fatima Al Mansoori', email: 'fatima.mansoori@example.test', phone: '+971 56 555 0164' },
  { name: 'Wei Zhang', email: 'wei.zhang@example.test', phone: '+86 10 5555 0187' },
];

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

  const soldUnits = await tx
    .select({ id: units.id, building_id: units.building_id })
    .from(units)
    .where(and(eq(units.organization_id, refs.developerId), inArray(units.status, ['booked', 'sold'])))
    .orderBy(asc(units.status_changed_at), asc(units.id))
    .limit(40);
  const [developer] = await tx
    .select({ id: memberships.user_id })
    .from(memberships)
    .where(and(eq(memberships.organization_id, refs.developerId), eq(memberships.role, 'developer')))
    .orderBy(asc(memberships.user_id))
    .limit(1);
  const creators = [refs.salesManagerId, refs.developerAdminId, developer?.id ?? refs.salesManagerId];

  type DraftOffer = {
    created_at: Date;
    client_name: string;
    client_email: string | null;
    client_phone: string;
    lead_id: number | null;
    valid_until: string;
    status: 'draft' | 'sent' | 'accepted';
    discount: number;
    notes: string | null;
    created_by: number;
    units: { unit: { id: number; building_id: number }; custom: Installment[] | null }[];
  };
  const past: DraftOffer[] = [];
  let serial = 0;
  for (let monthsAgo = 11; monthsAgo >= 1; monthsAgo--) {
    const perMonth = 2 + ((monthsAgo * 7) % 4);
    for (let index = 0; index < perMonth; index++) {
      serial++;
      const createdAt = new Date(now.getTime() - (monthsAgo * 30 - index * 6) * DAY - (serial % 8) * 3_600_000);
      const status = serial % 5 === 0 ? 'accepted' : serial % 7 === 0 ? 'draft' : 'sent';
      const client = PAST_CLIENTS[serial % PAST_CLIENTS.length]!;
      const pool = status === 'accepted' && soldUnits.length > 0 ? soldUnits : availableUnits;
      const first = pool[(serial * 3) % pool.length]!;
      const second = serial % 3 === 0 ? pool[(serial * 3 + 1) % pool.length]! : null;
      past.push({
        created_at: createdAt,
        client_name: client.name,
        client_email: client.email,
        client_phone: client.phone,
        lead_id: serial % 4 === 0 ? (lead?.id ?? null) : null,
        valid_until: addDays(createdAt, 30),
        status,
        discount: serial % 6 === 0 ? 1_500_000 : 0,
        notes: null,
        created_by: creators[serial % creators.length]!,
        units: [{ unit: first, custom: null }, ...(second && second.id !== first.id ? [{ unit: second, custom: null }] : [])],
      });
    }
  }

  const today: DraftOffer[] = [
    {
      created_at: now,
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
      created_at: now,
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
  // Numbered in the order they were made, from 1 in each year, as the offers service numbers them.
  const lastOfYear = new Map<number, number>();
  const offers = [...past, ...today].map((offer) => {
    const year = offer.created_at.getUTCFullYear();
    const sequence = (lastOfYear.get(year) ?? 0) + 1;
    lastOfYear.set(year, sequence);
    return { ...offer, number: `SO-${year}-${String(sequence).padStart(6, '0')}` };
  });
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
        created_at: offer.created_at,
        updated_at: offer.created_at,
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
  await tx
    .insert(saleOfferNumberCounters)
    .values([...lastOfYear].map(([year, lastValue]) => ({ organization_id: refs.developerId, year, last_value: lastValue })));
}
