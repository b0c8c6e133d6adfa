// Bulk seeders for the query-budget suite: for each list endpoint (keyed by its OpenAPI path), the
// caller whose scope it lists, the URL and query to call, and a seeder adding `count` more rows
// that the list returns — each row with the relations the list resolves (owner, tags, lead…), so a
// per-row query shows up as a statement count growing with the page.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';
import { contactBrokers, contactCompanies, messageLogs, messageTemplates } from '../../../src/server/db/contacts-schema.ts';
import {
  amenities,
  buildings,
  paymentPlans,
  projects,
  unitPriceHistory,
  units,
  unitStatusHistory,
} from '../../../src/server/db/inventory-schema.ts';
import {
  saleBuyers,
  saleOffers,
  saleOfferUnits,
  saleReceipts,
  sales,
  saleScheduleLines,
  saleSchedules,
} from '../../../src/server/db/sales-schema.ts';
import { commissions } from '../../../src/server/db/commissions-schema.ts';
import { auditLogs, invitations, memberships, notifications, organizations, savedFilters, users } from '../../../src/server/db/schema.ts';
import { activities, deals, dealTags, leadHistory, leads, leadTags, pipelines, stages, tags } from '../../../src/server/db/crm-schema.ts';
import { LIST_RESOURCES } from '../../../src/shared/list-resources.ts';
import { PLAN_20_40_40 } from './inventory.ts';
import type { Actor, World } from './world.ts';

export interface ListTarget {
  actor: Actor;
  url: string;
  query?: Record<string, unknown>;
  /** Adds `count` more rows the list answers with. */
  seed(count: number): Promise<void>;
}

export type ListSeeder = (db: Database, w: World) => Promise<ListTarget>;

let sequence = 0;
/** `count` fresh numbers, unique across the whole suite (names, emails and numbers stay unique). */
const numbers = (count: number) => Array.from({ length: count }, () => ++sequence);
const DAY = 86_400_000;
const PASSWORD_HASH = 'not-a-usable-hash';

async function bulkLeads(db: Database, organizationId: number, count: number, ownerId: number, createdBy: number, name = 'Aux Lead') {
  return db
    .insert(leads)
    .values(
      numbers(count).map((n) => ({
        organization_id: organizationId,
        full_name: `${name} ${n}`,
        email: `budget.lead${n}@example.test`,
        source: 'website' as const,
        status: 'new' as const,
        owner_id: ownerId,
        created_by: createdBy,
      })),
    )
    .returning({ id: leads.id });
}

async function bulkTags(db: Database, organizationId: number, count: number, name = 'Aux Tag') {
  return db
    .insert(tags)
    .values(numbers(count).map((n) => ({ organization_id: organizationId, name: `${name} ${n}`, color: '#1e88e5' })))
    .returning({ id: tags.id });
}

async function bulkMembers(db: Database, organizationId: number, count: number, name: string) {
  const rows = await db
    .insert(users)
    .values(
      numbers(count).map((n) => ({ full_name: `${name} ${n}`, email: `budget.person${n}@example.test`, password_hash: PASSWORD_HASH })),
    )
    .returning({ id: users.id });
  await db
    .insert(memberships)
    .values(rows.map((row) => ({ user_id: row.id, organization_id: organizationId, role: 'developer' as const })));
}

/** A pipeline with three stages; deals go into its first stage. */
async function pipelineWithStages(db: Database, organizationId: number) {
  const [pipeline] = await db
    .insert(pipelines)
    .values({ organization_id: organizationId, name: `Aux Pipeline ${numbers(1)[0]}` })
    .returning();
  const stageRows = await db
    .insert(stages)
    .values(
      ['New', 'Offer', 'Won'].map((name, position) => ({
        organization_id: organizationId,
        pipeline_id: pipeline!.id,
        name,
        position,
        probability: position * 10,
        color: '#1e88e5',
      })),
    )
    .returning();
  return { pipeline: pipeline!, stage: stageRows.find((stage) => stage.position === 0)! };
}

/** `count` deals at the end of a stage, each on a lead, owned, with a tag. */
async function bulkDeals(
  db: Database,
  w: World,
  at: { pipelineId: number; stageId: number; leadId?: number },
  count: number,
  startPosition: number,
) {
  const orgId = w.developerId;
  const owner = w.actors.developer.userId;
  const leadIds = at.leadId
    ? Array.from({ length: count }, () => at.leadId!)
    : (await bulkLeads(db, orgId, count, owner, owner)).map((row) => row.id);
  const [tag] = await bulkTags(db, orgId, 1);
  const rows = await db
    .insert(deals)
    .values(
      numbers(count).map((n, i) => ({
        organization_id: orgId,
        lead_id: leadIds[i]!,
        pipeline_id: at.pipelineId,
        stage_id: at.stageId,
        title: `Budget Deal ${n}`,
        position: startPosition + i,
        value: 100_000,
        owner_id: owner,
        created_by: owner,
        expected_close_date: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
      })),
    )
    .returning({ id: deals.id });
  await db.insert(dealTags).values(rows.map((row) => ({ organization_id: orgId, deal_id: row.id, tag_id: tag!.id })));
}

async function bulkActivities(db: Database, w: World, count: number, leadId: number) {
  const owner = w.actors.developer.userId;
  await db.insert(activities).values(
    numbers(count).map((n) => ({
      organization_id: w.developerId,
      type: 'call' as const,
      title: `Budget Call ${n}`,
      due_at: new Date(Date.now() + DAY),
      lead_id: leadId,
      owner_id: owner,
      created_by: owner,
    })),
  );
}

async function insertProject(db: Database, organizationId: number, name = 'Aux Project') {
  const [project] = await db
    .insert(projects)
    .values({
      organization_id: organizationId,
      name: `${name} ${numbers(1)[0]}`,
      city: 'Dubai',
      community: 'Dubai Marina',
      status: 'off_plan',
    })
    .returning();
  return project!;
}

async function projectWithBuilding(db: Database, organizationId: number, name = 'Aux Project') {
  const project = await insertProject(db, organizationId, name);
  const [building] = await db
    .insert(buildings)
    .values({ organization_id: organizationId, project_id: project.id, name: `Aux Tower ${numbers(1)[0]}`, floors: 20, status: 'off_plan' })
    .returning();
  return { project, building: building! };
}

async function bulkUnits(db: Database, organizationId: number, buildingId: number, count: number) {
  return db
    .insert(units)
    .values(
      numbers(count).map((n) => ({
        organization_id: organizationId,
        building_id: buildingId,
        unit_number: `B${n}`,
        floor: 1 + (n % 20),
        type: 'apartment' as const,
        bedrooms: 1,
        internal_area: 750,
        price: 150_000_000,
      })),
    )
    .returning({ id: units.id });
}

async function bulkCompanies(db: Database, organizationId: number, count: number, licencePrefix = 'QB') {
  return db
    .insert(contactCompanies)
    .values(
      numbers(count).map((n) => ({
        organization_id: organizationId,
        name: `Budget Company ${n} LLC`,
        trade_license_number: `${licencePrefix}-${n}`,
        country: 'AE',
        city: 'Dubai',
        phone: `+971 50 100 ${String(n).padStart(4, '0')}`,
      })),
    )
    .returning({ id: contactCompanies.id, trade_license_number: contactCompanies.trade_license_number });
}

/** The seeders, keyed by the list's OpenAPI path. */
/**
 * A current schedule of one line (100 % on booking) for each sale written straight to the table:
 * every recorded sale has one, and GET sales/{id} (which the fuzz reaches by id) answers it.
 */
async function withCurrentSchedules(db: Database, organizationId: number, saleRows: { id: number }[]) {
  const schedules = await db
    .insert(saleSchedules)
    .values(
      saleRows.map((sale) => ({
        organization_id: organizationId,
        sale_id: sale.id,
        version: 1,
        source: 'custom' as const,
        plan_name: 'Custom',
        installments: [{ label: 'Booking', percentage: 100, due_type: 'on_booking' as const, due_value: null }],
      })),
    )
    .returning({ id: saleSchedules.id, sale_id: saleSchedules.sale_id });
  await db.insert(saleScheduleLines).values(
    schedules.map((schedule) => ({
      organization_id: organizationId,
      schedule_id: schedule.id,
      sale_id: schedule.sale_id,
      sequence: 1,
      label: 'Booking',
      percentage_hundredths: 10_000,
      due_type: 'on_booking' as const,
      due_date: '2026-03-01',
      amount: 100_000_000,
    })),
  );
}

export const LIST_SEEDERS: Record<string, ListSeeder> = {
  '/api/notifications': async (db, w) => ({
    actor: w.actors.developer,
    url: 'notifications',
    seed: async (count) => {
      await db.insert(notifications).values(
        numbers(count).map((n) => ({
          user_id: w.actors.developer.userId,
          type: 'lead_assigned',
          title: `Budget notice ${n}`,
          data: { organization_id: w.developerId },
        })),
      );
    },
  }),

  '/api/saved-filters': async (db, w) => ({
    actor: w.actors.broker,
    url: 'saved-filters',
    // Straight to the table, over every list: the route itself stops at 50 a list and 200 in all.
    seed: async (count) => {
      await db.insert(savedFilters).values(
        numbers(count).map((n) => ({
          user_id: w.actors.broker.userId,
          resource: LIST_RESOURCES[n % LIST_RESOURCES.length]!,
          name: `Budget filter ${n}`,
          filters: { status: ['new'] },
        })),
      );
    },
  }),

  '/api/auth/invite/{orgId}': async (db, w) => ({
    actor: w.actors.developer_admin,
    url: `auth/invite/${w.developerId}`,
    seed: async (count) => {
      await db.insert(invitations).values(
        numbers(count).map((n) => ({
          organization_id: w.developerId,
          email: `budget.invitee${n}@example.test`,
          role: 'developer' as const,
          invited_by: w.actors.developer_admin.userId,
          expires_at: new Date(Date.now() + 7 * DAY),
        })),
      );
    },
  }),

  '/api/auth/organizations': async (db, w) => ({
    actor: w.actors.super_admin,
    url: 'auth/organizations',
    query: { search: 'Budget Org' },
    seed: async (count) => {
      const rows = await db
        .insert(organizations)
        .values(numbers(count).map((n) => ({ kind: 'broker' as const, name: `Budget Org ${n}` })))
        .returning({ id: organizations.id });
      const user = await db
        .insert(users)
        .values({ full_name: 'Budget Org Admin', email: `budget.org.admin${numbers(1)[0]}@example.test`, password_hash: PASSWORD_HASH })
        .returning();
      await db
        .insert(memberships)
        .values(rows.map((row) => ({ user_id: user[0]!.id, organization_id: row.id, role: 'broker_admin' as const })));
    },
  }),

  '/api/auth/organizations/{id}/users': async (db, w) => ({
    actor: w.actors.super_admin,
    url: `auth/organizations/${w.developerId}/users`,
    query: { search: 'Budget Member' },
    seed: (count) => bulkMembers(db, w.developerId, count, 'Budget Member'),
  }),

  '/api/auth/users': async (db, w) => ({
    actor: w.actors.super_admin,
    url: 'auth/users',
    query: { search: 'Budget User' },
    seed: (count) => bulkMembers(db, w.brokerId, count, 'Budget User'),
  }),

  '/api/audit-logs': async (db, w) => ({
    actor: w.actors.super_admin,
    url: 'audit-logs',
    seed: async (count) => {
      await db.insert(auditLogs).values(
        numbers(count).map((n) => ({
          user_id: w.actors.developer_admin.userId,
          organization_id: w.developerId,
          action: 'crm.lead.updated',
          subject_type: 'lead',
          subject_id: n,
          ip: '127.0.0.1',
        })),
      );
    },
  }),

  '/api/crm/tags': async (db, w) => ({
    actor: w.actors.developer,
    url: 'crm/tags',
    query: { search: 'Budget Tag' },
    seed: async (count) => {
      const tagRows = await bulkTags(db, w.developerId, count, 'Budget Tag');
      const [lead] = await bulkLeads(db, w.developerId, 1, w.actors.developer.userId, w.actors.developer.userId);
      await db.insert(leadTags).values(tagRows.map((tag) => ({ organization_id: w.developerId, lead_id: lead!.id, tag_id: tag.id })));
    },
  }),

  '/api/crm/leads': async (db, w) => ({
    actor: w.actors.developer,
    url: 'crm/leads',
    query: { search: 'Budget Lead' },
    seed: async (count) => {
      const leadRows = await bulkLeads(db, w.developerId, count, w.actors.developer_admin.userId, w.actors.developer.userId, 'Budget Lead');
      const [tag] = await bulkTags(db, w.developerId, 1);
      await db.insert(leadTags).values(leadRows.map((lead) => ({ organization_id: w.developerId, lead_id: lead.id, tag_id: tag!.id })));
    },
  }),

  '/api/crm/leads/{id}/history-items': async (db, w) => {
    const [lead] = await bulkLeads(db, w.developerId, 1, w.actors.developer.userId, w.actors.developer.userId);
    return {
      actor: w.actors.developer,
      url: `crm/leads/${lead!.id}/history-items`,
      seed: async (count) => {
        await db.insert(leadHistory).values(
          numbers(count).map((n) => ({
            organization_id: w.developerId,
            lead_id: lead!.id,
            actor_id: w.actors.developer_admin.userId,
            kind: 'field_changed' as const,
            field: 'full_name',
            old_value: `Old ${n}`,
            new_value: `New ${n}`,
          })),
        );
      },
    };
  },

  '/api/crm/leads/{id}/activities': async (db, w) => {
    const [lead] = await bulkLeads(db, w.developerId, 1, w.actors.developer.userId, w.actors.developer.userId);
    return { actor: w.actors.developer, url: `crm/leads/${lead!.id}/activities`, seed: (count) => bulkActivities(db, w, count, lead!.id) };
  },

  '/api/crm/activities': async (db, w) => ({
    actor: w.actors.developer,
    url: 'crm/activities',
    query: { search: 'Budget Call' },
    seed: async (count) => {
      const leadRows = await bulkLeads(db, w.developerId, 1, w.actors.developer.userId, w.actors.developer.userId);
      await bulkActivities(db, w, count, leadRows[0]!.id);
    },
  }),

  '/api/crm/pipelines': async (db, w) => ({
    actor: w.actors.developer,
    url: 'crm/pipelines',
    query: { search: 'Budget Pipeline' },
    seed: async (count) => {
      const rows = await db
        .insert(pipelines)
        .values(numbers(count).map((n) => ({ organization_id: w.developerId, name: `Budget Pipeline ${n}` })))
        .returning({ id: pipelines.id });
      await db.insert(stages).values(
        rows.flatMap((row) =>
          ['New', 'Won'].map((name, position) => ({
            organization_id: w.developerId,
            pipeline_id: row.id,
            name,
            position,
            color: '#1e88e5',
          })),
        ),
      );
    },
  }),

  '/api/crm/pipelines/{id}/list': async (db, w) => {
    const { pipeline, stage } = await pipelineWithStages(db, w.developerId);
    let seeded = 0;
    return {
      actor: w.actors.developer,
      url: `crm/pipelines/${pipeline.id}/list`,
      seed: async (count) => {
        await bulkDeals(db, w, { pipelineId: pipeline.id, stageId: stage.id }, count, seeded);
        seeded += count;
      },
    };
  },

  '/api/crm/leads/{id}/deals': async (db, w) => {
    const { pipeline, stage } = await pipelineWithStages(db, w.developerId);
    const [lead] = await bulkLeads(db, w.developerId, 1, w.actors.developer.userId, w.actors.developer.userId);
    let seeded = 0;
    return {
      actor: w.actors.developer,
      url: `crm/leads/${lead!.id}/deals`,
      seed: async (count) => {
        await bulkDeals(db, w, { pipelineId: pipeline.id, stageId: stage.id, leadId: lead!.id }, count, seeded);
        seeded += count;
      },
    };
  },

  '/api/inventory/amenities': async (db, w) => ({
    actor: w.actors.developer_admin,
    url: 'inventory/amenities',
    query: { search: 'Budget Amenity' },
    seed: async (count) => {
      await db
        .insert(amenities)
        .values(numbers(count).map((n) => ({ organization_id: w.developerId, name: `Budget Amenity ${n}`, icon: 'pool' })));
    },
  }),

  '/api/inventory/projects': async (db, w) => ({
    actor: w.actors.developer_admin,
    url: 'inventory/projects',
    query: { search: 'Budget Project' },
    seed: async (count) => {
      for (let i = 0; i < count; i++) await projectWithBuilding(db, w.developerId, 'Budget Project');
    },
  }),

  '/api/inventory/buildings': async (db, w) => {
    const project = await insertProject(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      url: 'inventory/buildings',
      query: { project_id: project.id },
      seed: async (count) => {
        const rows = await db
          .insert(buildings)
          .values(
            numbers(count).map((n) => ({
              organization_id: w.developerId,
              project_id: project.id,
              name: `Budget Tower ${n}`,
              floors: 20,
              status: 'off_plan' as const,
            })),
          )
          .returning({ id: buildings.id });
        await bulkUnits(db, w.developerId, rows[0]!.id, 2);
      },
    };
  },

  '/api/inventory/buildings/{id}/payment-plans': async (db, w) => {
    const { building } = await projectWithBuilding(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      url: `inventory/buildings/${building.id}/payment-plans`,
      seed: async (count) => {
        await db.insert(paymentPlans).values(
          numbers(count).map((n) => ({
            organization_id: w.developerId,
            building_id: building.id,
            name: `Budget Plan ${n}`,
            installments: PLAN_20_40_40,
          })),
        );
      },
    };
  },

  '/api/inventory/units': async (db, w) => {
    const { building } = await projectWithBuilding(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      url: 'inventory/units',
      query: { building_id: building.id },
      seed: async (count) => {
        await bulkUnits(db, w.developerId, building.id, count);
      },
    };
  },

  '/api/reports/inventory-snapshot': async (db, w) => {
    const { building } = await projectWithBuilding(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      url: 'reports/inventory-snapshot',
      query: { building_id: building.id },
      seed: async (count) => {
        const rows = await bulkUnits(db, w.developerId, building.id, count);
        const history = (unit: { id: number }) => ({
          organization_id: w.developerId,
          unit_id: unit.id,
          created_at: new Date(Date.now() - DAY),
        });
        await db.insert(unitStatusHistory).values(
          rows.map((unit) => ({
            ...history(unit),
            building_id: building.id,
            from_status: null,
            to_status: 'available' as const,
            price: 150_000_000,
          })),
        );
        await db.insert(unitPriceHistory).values(rows.map((unit) => ({ ...history(unit), previous_price: null, price: 150_000_000 })));
      },
    };
  },

  // One row per week: each unit sold in a week of its own (2019 onwards), in one project.
  '/api/reports/sales-by-period': async (db, w) => {
    const { project, building } = await projectWithBuilding(db, w.developerId);
    let weeks = 0;
    return {
      actor: w.actors.developer_admin,
      url: 'reports/sales-by-period',
      query: { from: '2019-01-01', to: '2023-12-31', interval: 'week', project_id: project.id },
      seed: async (count) => {
        const rows = await bulkUnits(db, w.developerId, building.id, count);
        const firstMonday = Date.UTC(2019, 0, 7, 8);
        await db.insert(unitStatusHistory).values(
          rows.map((unit) => ({
            organization_id: w.developerId,
            unit_id: unit.id,
            building_id: building.id,
            from_status: 'booked' as const,
            to_status: 'sold' as const,
            price: 150_000_000,
            created_at: new Date(firstMonday + 7 * DAY * weeks++),
          })),
        );
      },
    };
  },

  // One row per week: each sale booked in a week of its own (2019 onwards), in one project.
  '/api/reports/sales-recorded': async (db, w) => {
    const { project, building } = await projectWithBuilding(db, w.developerId);
    let weeks = 0;
    return {
      actor: w.actors.developer_admin,
      url: 'reports/sales-recorded',
      query: { from: '2019-01-01', to: '2023-12-31', interval: 'week', project_id: project.id },
      seed: async (count) => {
        const rows = await bulkUnits(db, w.developerId, building.id, count);
        const firstMonday = Date.UTC(2019, 0, 7);
        const saleRows = await db
          .insert(sales)
          .values(
            rows.map((unit) => ({
              organization_id: w.developerId,
              unit_id: unit.id,
              currency: 'AED',
              list_price: 100_000_000,
              final_price: 100_000_000,
              booking_date: new Date(firstMonday + 7 * DAY * weeks++).toISOString().slice(0, 10),
              seller_type: 'developer' as const,
            })),
          )
          .returning({ id: sales.id });
        await withCurrentSchedules(db, w.developerId, saleRows);
      },
    };
  },

  '/api/inventory/sale-offers': async (db, w) => {
    const { building } = await projectWithBuilding(db, w.developerId);
    const [plan] = await db
      .insert(paymentPlans)
      .values({ organization_id: w.developerId, building_id: building.id, name: 'Budget Offer Plan', installments: PLAN_20_40_40 })
      .returning();
    const [lead] = await bulkLeads(db, w.developerId, 1, w.actors.developer.userId, w.actors.developer.userId);
    return {
      actor: w.actors.developer_admin,
      url: 'inventory/sale-offers',
      query: { search: 'Budget Client' },
      seed: async (count) => {
        const offerRows = await db
          .insert(saleOffers)
          .values(
            numbers(count).map((n) => ({
              organization_id: w.developerId,
              number: `SO-2026-${String(n).padStart(6, '0')}`,
              client_name: `Budget Client ${n}`,
              client_email: `budget.client${n}@example.test`,
              lead_id: lead!.id,
              valid_until: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
              created_by: w.actors.developer_admin.userId,
            })),
          )
          .returning({ id: saleOffers.id });
        const unitRows = await bulkUnits(db, w.developerId, building.id, count * 2);
        await db.insert(saleOfferUnits).values(
          offerRows.flatMap((offer, i) =>
            [0, 1].map((position) => ({
              organization_id: w.developerId,
              sale_offer_id: offer.id,
              unit_id: unitRows[i * 2 + position]!.id,
              position,
              payment_plan_id: plan!.id,
            })),
          ),
        );
      },
    };
  },

  '/api/sales': async (db, w) => {
    const { building } = await projectWithBuilding(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      url: 'sales',
      query: { buyer: 'Budget Buyer' },
      seed: async (count) => {
        const unitRows = await bulkUnits(db, w.developerId, building.id, count);
        const saleRows = await db
          .insert(sales)
          .values(
            unitRows.map((unit) => ({
              organization_id: w.developerId,
              unit_id: unit.id,
              currency: 'AED',
              list_price: 100_000_000,
              discount: 0,
              final_price: 100_000_000,
              booking_date: '2026-03-01',
              seller_type: 'developer' as const,
              created_by: w.actors.developer_admin.userId,
            })),
          )
          .returning({ id: sales.id });
        await db.insert(saleBuyers).values(
          saleRows.flatMap((sale, n) =>
            [0, 1].map((position) => ({
              organization_id: w.developerId,
              sale_id: sale.id,
              position,
              full_name: `Budget Buyer ${n}-${position}`,
            })),
          ),
        );
        await withCurrentSchedules(db, w.developerId, saleRows);
      },
    };
  },

  '/api/collections': async (db, w) => {
    const { building } = await projectWithBuilding(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      url: 'collections',
      query: { buyer: 'Collections Buyer' },
      // A sale per row: a current schedule with one overdue line, partly paid, and its buyers.
      seed: async (count) => {
        const unitRows = await bulkUnits(db, w.developerId, building.id, count);
        const saleRows = await db
          .insert(sales)
          .values(
            unitRows.map((unit) => ({
              organization_id: w.developerId,
              unit_id: unit.id,
              currency: 'AED',
              list_price: 100_000_000,
              discount: 0,
              final_price: 100_000_000,
              booking_date: '2026-03-01',
              seller_type: 'developer' as const,
            })),
          )
          .returning({ id: sales.id });
        const scheduleRows = await db
          .insert(saleSchedules)
          .values(
            saleRows.map((sale) => ({
              organization_id: w.developerId,
              sale_id: sale.id,
              version: 1,
              source: 'custom' as const,
              plan_name: 'Custom',
              installments: [{ label: 'Booking', percentage: 100, due_type: 'on_booking' as const, due_value: null }],
            })),
          )
          .returning({ id: saleSchedules.id, sale_id: saleSchedules.sale_id });
        await db.insert(saleScheduleLines).values(
          scheduleRows.map((schedule) => ({
            organization_id: w.developerId,
            schedule_id: schedule.id,
            sale_id: schedule.sale_id,
            sequence: 1,
            label: 'Booking',
            percentage_hundredths: 10_000,
            due_type: 'on_booking' as const,
            due_date: '2026-03-01',
            amount: 100_000_000,
          })),
        );
        await db.insert(saleReceipts).values(
          saleRows.map((sale) => ({
            organization_id: w.developerId,
            sale_id: sale.id,
            amount: 1_000_000,
            received_date: '2026-03-01',
            method: 'cash' as const,
            status: 'received' as const,
          })),
        );
        await db.insert(saleBuyers).values(
          saleRows.map((sale, n) => ({
            organization_id: w.developerId,
            sale_id: sale.id,
            position: 0,
            full_name: `Collections Buyer ${n}`,
          })),
        );
      },
    };
  },

  '/api/commissions': async (db, w) => {
    const { project, building } = await projectWithBuilding(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      url: 'commissions',
      query: { seller: 'Budget Agency' },
      seed: async (count) => {
        const unitRows = await bulkUnits(db, w.developerId, building.id, count);
        const saleRows = await db
          .insert(sales)
          .values(
            unitRows.map((unit) => ({
              organization_id: w.developerId,
              unit_id: unit.id,
              currency: 'AED',
              list_price: 100_000_000,
              discount: 0,
              final_price: 100_000_000,
              booking_date: '2026-03-01',
              seller_type: 'agency' as const,
              agency_name: 'Budget Agency',
              created_by: w.actors.developer_admin.userId,
            })),
          )
          .returning({ id: sales.id });
        await db.insert(saleBuyers).values(
          saleRows.map((sale, n) => ({
            organization_id: w.developerId,
            sale_id: sale.id,
            position: 0,
            full_name: `Commission Buyer ${n}`,
          })),
        );
        await withCurrentSchedules(db, w.developerId, saleRows);
        await db.insert(commissions).values(
          saleRows.map((sale) => ({
            organization_id: w.developerId,
            sale_id: sale.id,
            project_id: project.id,
            seller_type: 'agency' as const,
            seller_name: 'Budget Agency',
            rate_hundredths: 200,
            base_amount: 100_000_000,
            amount: 2_000_000,
            currency: 'AED',
            trigger: 'booking' as const,
            reached_on: '2026-03-01',
          })),
        );
      },
    };
  },

  '/api/collections/unrecorded-sales': async (db, w) => {
    const { building } = await projectWithBuilding(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      url: 'collections/unrecorded-sales',
      query: { building_id: building.id },
      seed: async (count) => {
        const unitRows = await bulkUnits(db, w.developerId, building.id, count);
        await db
          .update(units)
          .set({ status: 'booked' })
          .where(
            inArray(
              units.id,
              unitRows.map((unit) => unit.id),
            ),
          );
      },
    };
  },

  '/api/contacts/companies': async (db, w) => ({
    actor: w.actors.super_admin,
    url: 'contacts/companies',
    query: { search: 'Budget Company' },
    seed: async (count) => {
      await bulkCompanies(db, w.platformId, count);
    },
  }),

  '/api/contacts/companies/matches': async (db, w) => ({
    actor: w.actors.super_admin,
    url: 'contacts/companies/matches',
    query: { search: 'Budget Matched' },
    seed: async (count) => {
      const companies = await bulkCompanies(db, w.platformId, count, 'QBM');
      await db.insert(organizations).values(
        companies.map((company) => ({
          kind: 'broker' as const,
          name: `Budget Matched ${company.trade_license_number}`,
          trade_license_number: company.trade_license_number,
        })),
      );
    },
  }),

  '/api/contacts/brokers': async (db, w) => ({
    actor: w.actors.super_admin,
    url: 'contacts/brokers',
    query: { search: 'Budget Broker' },
    seed: async (count) => {
      await db.insert(contactBrokers).values(
        numbers(count).map((n) => {
          const phone = `+97155100${String(n).padStart(4, '0')}`;
          return { organization_id: w.platformId, full_name: `Budget Broker ${n}`, orn: `QB${7000 + n}`, phone, phone_normalized: phone };
        }),
      );
    },
  }),

  '/api/messenger/templates/{provider}': async (db, w) => ({
    actor: w.actors.super_admin,
    url: 'messenger/templates/log',
    query: { search: 'budget_template' },
    seed: async (count) => {
      await db.insert(messageTemplates).values(
        numbers(count).map((n) => ({
          organization_id: w.platformId,
          provider: 'log' as const,
          name: `budget_template_${n}`,
          language: 'en',
          body: 'Hello {{name}}',
        })),
      );
    },
  }),

  '/api/messenger/logs': async (db, w) => {
    const [template] = await db
      .insert(messageTemplates)
      .values({
        organization_id: w.platformId,
        provider: 'log',
        name: `budget_log_template_${numbers(1)[0]}`,
        language: 'en',
        body: 'Hello {{name}}',
      })
      .returning();
    const [company] = await bulkCompanies(db, w.platformId, 1, 'QBL');
    return {
      actor: w.actors.super_admin,
      url: 'messenger/logs',
      query: { search: 'Budget Recipient' },
      seed: async (count) => {
        await db.insert(messageLogs).values(
          numbers(count).map((n) => ({
            organization_id: w.platformId,
            provider: 'log' as const,
            template_id: template!.id,
            company_id: company!.id,
            recipient_name: `Budget Recipient ${n}`,
            recipient_phone: '+971500000000',
            body: 'Hello',
          })),
        );
      },
    };
  },
};
