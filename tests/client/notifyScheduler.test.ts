// @vitest-environment node
// Pure logic: no DOM, so no jsdom to set up for this file.
// react-query's notifications of one task run behind one timer (providers/notifyScheduler.ts).
import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalesceQueryNotifications, coalescingScheduler } from '../../src/client/providers/notifyScheduler.ts';

afterEach(() => {
  vi.useRealTimers();
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
});

describe('the coalescing scheduler', () => {
  it('runs the callbacks of one task from one scheduled run, in order', () => {
    const runs: (() => void)[] = [];
    const schedule = coalescingScheduler((run) => runs.push(run));
    const calls: string[] = [];
    schedule(() => calls.push('a'));
    schedule(() => calls.push('b'));
    schedule(() => calls.push('c'));
    expect(runs).toHaveLength(1);
    expect(calls).toEqual([]);

    runs[0]!();
    expect(calls).toEqual(['a', 'b', 'c']);

    // A callback scheduled after the run asks for a run of its own.
    schedule(() => calls.push('d'));
    expect(runs).toHaveLength(2);
    runs[1]!();
    expect(calls).toEqual(['a', 'b', 'c', 'd']);
  });

  it('still runs the other callbacks when one throws, and reports the error', async () => {
    const runs: (() => void)[] = [];
    const schedule = coalescingScheduler((run) => runs.push(run));
    const calls: string[] = [];
    const failure = new Error('listener failed');
    schedule(() => calls.push('before'));
    schedule(() => {
      throw failure;
    });
    schedule(() => calls.push('after'));

    const reported = vi.fn();
    const originalQueueMicrotask = globalThis.queueMicrotask;
    vi.stubGlobal('queueMicrotask', (task: () => void) =>
      originalQueueMicrotask(() => {
        try {
          task();
        } catch (error) {
          reported(error);
        }
      }),
    );
    try {
      runs[0]!();
      await Promise.resolve();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(calls).toEqual(['before', 'after']);
    expect(reported).toHaveBeenCalledWith(failure);
  });

  it('gives a page of records filed in the query cache one timer instead of one per record', () => {
    vi.useFakeTimers();
    coalesceQueryNotifications();
    const client = new QueryClient();
    // A component per record, subscribed as react-query's hooks subscribe (batched calls).
    const notified: number[] = [];
    const unsubscribes = Array.from({ length: 25 }, (_, index) =>
      new QueryObserver(client, { queryKey: ['crm/leads', index + 1], enabled: false }).subscribe(
        notifyManager.batchCalls(() => notified.push(index + 1)),
      ),
    );
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');

    // What react-admin does with a list's answer: each row into the getOne cache, one by one.
    for (let id = 1; id <= 25; id++) client.setQueryData(['crm/leads', id], { id });
    expect(setTimeoutSpy.mock.calls.filter(([, delay]) => !delay)).toHaveLength(1);
    expect(notified).toEqual([]);

    vi.runOnlyPendingTimers();
    expect(notified).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    unsubscribes.forEach((unsubscribe) => unsubscribe());
    client.clear();
  });
});
