// The sales report's statement is planned in one process (docs/architecture.md "Unit entries by
// day"): its union of counted rows (month rows and day rows) and other zones' entries is planned
// apart, so no parallel plan can aggregate it in workers. Under 50 concurrent callers that plan cost the report 2.2 times the
// leads list (bench/RESULTS.md, "Sales by period in one process"). The planner is told here that
// workers cost nothing, and still must not use them. PostgreSQL only: PGlite, one process, never
// plans workers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { salesGroups } from '../../src/server/modules/reports/inventory-reports.service.ts';
import { salesByPeriodQuery } from '../../src/shared/schemas/reports.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, developerAdminTenant, type World } from './support/world.ts';

describe.runIf(inject('pgTemplate') !== null)('the sales report’s plan', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  it('aggregates in one process, even when workers look free', async () => {
    const tenant = developerAdminTenant(w);
    const query = salesByPeriodQuery.parse({ from: '2025-01-15', to: '2025-12-20' });
    const plan = await ctx.db.transaction(async (tx) => {
      for (const setting of [
        'parallel_setup_cost',
        'parallel_tuple_cost',
        'min_parallel_table_scan_size',
        'min_parallel_index_scan_size',
      ]) {
        await tx.execute(sql`select set_config(${setting}, '0', true)`);
      }
      return (await tx.execute(sql`explain ${salesGroups(tx, tenant, query, 'Asia/Dubai')}`)) as unknown as {
        rows: Record<string, string>[];
      };
    });
    const text = plan.rows.map((row) => Object.values(row)[0]).join('\n');
    // Its whole months from the month rows, its partial first and last months from the day rows.
    expect(text).toContain('unit_entries_by_month');
    expect(text).toContain('unit_entries_by_day');
    // No worker reads the entries or groups them. (With parallel setup free, the planner may still
    // scan the small buildings table in workers for the join: that is not the grouping.)
    expect(text).not.toMatch(/Partial|Finalize|Parallel Append/);
    expect(text).not.toMatch(/Parallel [^\n]*(unit_entries_by|unit_status_history)/);
  });
});
