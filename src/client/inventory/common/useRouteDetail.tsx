// A record page's record, read from the route's `:id` (projects, buildings, units): a malformed id
// or a 404 is the not-found page, the wait or another failure the query's fallback; otherwise the
// record and the address below it (`*`, blank on the record's own page).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../errors/NotFoundPage.tsx';
import { isNotFound } from '../../errors/isNotFound.ts';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { recordIdOf } from '../inventoryApi.ts';

type RouteDetail<T> = { id: number | null; path: string } & ({ ready: true; record: T } | { ready: false; fallback: ReactElement });

export function useRouteDetail<T>(useDetail: (id: number, enabled: boolean) => UseQueryResult<T>): RouteDetail<T> {
  const params = useParams();
  const id = recordIdOf(params.id);
  const query = useDetail(id ?? 0, id !== null);
  const path = params['*'] ?? '';
  if (id === null || isNotFound(query.error)) return { id, path, ready: false, fallback: <NotFoundPage /> };
  if (!query.data) return { id, path, ready: false, fallback: <QueryFallback error={query.error} /> };
  return { id, path, ready: true, record: query.data };
}
