// react-query hands each batch of notifications to its own `setTimeout(callback, 0)`. A list's
// answer makes dozens of batches in one task — react-admin files every row of the page in the
// getOne cache, one batch per row — hence dozens of timers, each its own task, and React given the
// rows' updates task by task. This scheduler gathers the batches of one task behind one timer:
// they still run in the next task, in the order they came, and React gets them all in that task.
import { notifyManager } from '@tanstack/react-query';

type Schedule = (run: () => void) => void;

/** A react-query scheduler that runs all the callbacks scheduled in one task from one `schedule` call. */
export function coalescingScheduler(schedule: Schedule = (run) => setTimeout(run, 0)): Schedule {
  let pending: (() => void)[] = [];
  const runPending = () => {
    const callbacks = pending;
    pending = [];
    for (const callback of callbacks) {
      try {
        callback();
      } catch (error) {
        // As a timer of its own would have: the error is reported, the other callbacks still run.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };
  return (callback) => {
    pending.push(callback);
    if (pending.length === 1) schedule(runPending);
  };
}

/** Installs the scheduler on react-query's notify manager (a module-level singleton). */
export function coalesceQueryNotifications(): void {
  notifyManager.setScheduler(coalescingScheduler());
}
