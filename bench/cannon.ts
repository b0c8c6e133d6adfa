// The autocannon runs, in a process of its own (neither the server's nor the orchestrator's, so
// the load generator's own work shows up in neither). Reads its options as JSON from argv[2] and
// answers the figures of each run as one JSON line on stdout.
import autocannon from 'autocannon';

export interface CannonOptions {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  /**
   * A fixed number of requests instead of `seconds` of load (quick runs): the run ends when the
   * last is answered, so it leaves no queue behind for the next scenario's run to measure.
   */
  requests?: number;
}

export interface CannonFigures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** The run's whole time, warm-up included (what it adds to a bench run). */
  wallSeconds?: number;
}

/** Runs `seconds` of load, after `warmupSeconds` of the same load whose figures are dropped. */
async function measure(options: CannonOptions, warmupSeconds: number): Promise<CannonFigures> {
  const started = performance.now();
  const run = (seconds: number, amount?: number) =>
    autocannon({
      url: options.url,
      method: options.method,
      headers: options.headers,
      body: options.body,
      connections: options.connections,
      duration: seconds,
      ...(amount ? { amount } : {}),
      // autocannon stops at its first sample tick after the duration: at the default 1 s, a
      // quick run's 0.1 or 0.25 s loaded a full second.
      sampleInt: seconds < 1 ? (seconds * 1000) / 4 : 1000,
      timeout: 30,
    });
  // A load's last requests are still in the server when autocannon stops counting (queued on the
  // database or on scrypt's thread pool): one more request waits behind them, so that a measured
  // run does not start on the warm-up's queue, nor a quick run on a previous scenario's.
  const drain = async () => {
    await (await fetch(options.url, { method: options.method, headers: options.headers, body: options.body })).arrayBuffer();
  };
  if (warmupSeconds > 0) await run(warmupSeconds);
  await drain();
  const result = await run(options.seconds, options.requests);
  return {
    requests: result.requests.total,
    rps: result.requests.total / Math.max(0.001, result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    wallSeconds: (performance.now() - started) / 1000,
  };
}

// The runs one after the other, in this one process (each process start would cost a second).
const { runs, warmupSeconds } = JSON.parse(process.argv[2]!) as { runs: Record<string, CannonOptions>; warmupSeconds: number };
const figures: Record<string, CannonFigures> = {};
for (const [name, options] of Object.entries(runs)) figures[name] = await measure(options, warmupSeconds);
console.log(JSON.stringify(figures));
