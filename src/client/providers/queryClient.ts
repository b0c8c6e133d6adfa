// The react-query client the app hands to <Admin>. Created by the app (not by react-admin) so the
// forced logout can empty it. A 4xx will not change on retry, so only other failures are retried.
import { QueryClient } from '@tanstack/react-query';
import { coalesceQueryNotifications } from './notifyScheduler.ts';

export function createQueryClient(): QueryClient {
  coalesceQueryNotifications();
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          const status = (error as { status?: number } | null)?.status ?? 0;
          return status >= 400 && status < 500 ? false : failureCount < 2;
        },
      },
    },
  });
}
