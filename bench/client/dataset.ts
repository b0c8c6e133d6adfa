// The data of bench/responsiveness.ts, written into a fresh embedded database before the server
// opens it: bench/generate.ts's dataset at browser scale (5,000 deals in one pipeline, 5,000 leads,
// a few hundred units), plus a second pipeline of 50 deals — the baseline the big board is
// compared with in the same run.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';
import { generateDataset, type DatasetSizes, type Manifest } from '../generate.ts';

export const BIG_BOARD_DEALS = 5_000;
export const SMALL_BOARD_DEALS = 50;
const SIZES: DatasetSizes = {
  units: 400,
  leads: BIG_BOARD_DEALS,
  deals: BIG_BOARD_DEALS,
  organizations: 2,
  projects: 2,
  buildingsPerProject: 2,
  salesUsers: 5,
  brokerLeads: 0,
  brokerDeals: 0,
  brokerUsers: 1,
  messages: 0,
};

export interface BrowserDataset extends Manifest {
  smallPipelineId: number;
}

/** Fills `dataDir` (the server's DATA_DIR; the embedded database lives in its `db`). */
export async function writeBrowserDataset(dataDir: string): Promise<BrowserDataset> {
  const handle = openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    await handle.migrate();
    const manifest = await generateDataset(handle, SIZES);
    const { db } = handle;
    const small = (await db.execute(sql`
      insert into pipelines (organization_id, name, is_default) values (${manifest.organizationId}, 'Small', false) returning id`)) as unknown as {
      rows: { id: number }[];
    };
    const smallPipelineId = small.rows[0]!.id;
    await db.execute(sql`
      insert into stages (organization_id, pipeline_id, name, position, probability, color)
      select organization_id, ${smallPipelineId}, name, position, probability, color from stages where pipeline_id = ${manifest.pipelineId}`);
    // The same kind of deals (copies of the big board's first ones), dealt round the stages.
    await db.execute(sql`
      insert into deals (organization_id, lead_id, pipeline_id, stage_id, title, position, value, owner_id, hot, status, expected_close_date, stage_entered_at, created_at, updated_at)
      select d.organization_id, d.lead_id, ${smallPipelineId}, s.id, d.title, (row_number() over (partition by s.id order by d.id) - 1)::int,
             d.value, d.owner_id, d.hot, d.status, d.expected_close_date, d.stage_entered_at, d.created_at, d.updated_at
      from (select *, row_number() over (order by id) as n from deals where pipeline_id = ${manifest.pipelineId} order by id limit ${SMALL_BOARD_DEALS}) as d
      join stages s on s.pipeline_id = ${smallPipelineId} and s.position = d.n % 6`);
    return { ...manifest, smallPipelineId };
  } finally {
    await handle.close();
  }
}
