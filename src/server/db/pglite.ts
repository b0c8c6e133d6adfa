// Every PGlite this product opens, with the extensions its migrations create: pg_trgm for the
// trigram indexes of search (migration `*_global_search.sql`). An extension's code is not in a
// data directory: each PGlite that opens one (a server, a backup, a test's copy) must load it.
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };

/** A PGlite on `dataDir` (in memory without one) with the product's extensions. */
export function newPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, dataDir, extensions: PGLITE_EXTENSIONS });
}
