// The settings each PostgreSQL session of the server starts with (src/server/db/pg-session.ts).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pgSessionOptions } from '../../src/server/db/pg-session.ts';
import { freshDatabase } from './support/database.ts';

describe('PostgreSQL session settings', () => {
  it('turn JIT off, after any options the database URL gives', () => {
    expect(pgSessionOptions('postgres://app@db.internal:5432/realty')).toBe('-c jit=off');
    expect(pgSessionOptions('postgres://app@db.internal/realty?options=-c%20statement_timeout%3D5000')).toBe(
      '-c statement_timeout=5000 -c jit=off',
    );
    expect(pgSessionOptions('not a url')).toBe('-c jit=off');
  });

  it.skipIf(!process.env.DATABASE_URL)('hold in every session of the server’s pool', async () => {
    const handle = await freshDatabase();
    try {
      // Three at once: three of the pool's connections.
      const settings = await Promise.all(
        Array.from(
          { length: 3 },
          async () => (await handle.db.execute(sql`select current_setting('jit') as jit`)) as unknown as { rows: { jit: string }[] },
        ),
      );
      for (const result of settings) expect(result.rows[0]?.jit).toBe('off');
    } finally {
      await handle.close();
    }
  });
});
