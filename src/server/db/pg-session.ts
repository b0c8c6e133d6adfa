// Settings every PostgreSQL session of the server starts with, sent in the connection's startup
// packet (`options`), so they hold on any server and for any role without ALTER ROLE/DATABASE.
//
// jit = off: PostgreSQL compiles a statement to machine code when its *estimated* cost passes
// jit_above_cost. The API's statements are pages and aggregates that run in milliseconds, and a
// misestimate (a correlated filter the planner guesses at 0.5 % of the rows) made a 20 ms page
// take 1.2-1.6 s, nearly all of it compiling (bench/RESULTS.md, "The snapshot's past-day page
// walks the units"). No statement of the API gains from JIT; the bench's plans showed none using it.
const SESSION_SETTINGS = ['-c jit=off'];

/** The `options` startup parameter: the database URL's own `options`, then the server's settings. */
export function pgSessionOptions(url: string): string {
  let own: string | null = null;
  try {
    own = new URL(url).searchParams.get('options');
  } catch {
    // Not a URL the WHATWG parser reads (pg accepts more): the server's settings alone.
  }
  return [own, ...SESSION_SETTINGS].filter(Boolean).join(' ');
}
