// Work a server repeats in the background every so often (the reservation sweeper, the payment
// reminders): one run at a time, the next `intervalMs` after the last ends, never keeping the
// process alive, and a stop that waits for the run in hand. A failed run is logged, and the next
// one comes as usual.

export interface IntervalJob {
  start(): void;
  /** Stops the timer and waits for the run in hand. */
  stop(): Promise<void>;
}

export function createIntervalJob(options: {
  run: () => Promise<unknown>;
  intervalMs: number;
  /** What the log says when a run fails. */
  failure: string;
  log?: { error: (details: object, message: string) => void };
}): IntervalJob {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;

  function schedule() {
    timer = setTimeout(() => {
      current = options
        .run()
        .catch((error: unknown) => options.log?.error({ err: error }, options.failure))
        .finally(() => {
          current = null;
          if (timer) schedule();
        });
    }, options.intervalMs);
    timer.unref();
  }

  return {
    start() {
      if (!timer) schedule();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
  };
}
