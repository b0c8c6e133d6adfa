// The open deal lives in the address (`?deal=12`), so a reload, a shared link or Back keeps the
// drawer as it was; the other search parameters (a list's filters and page) stay untouched.
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DEAL_PARAM = 'deal';

export function useDealParam(): { dealId: string | null; openDeal: (id: number) => void; closeDeal: () => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  // react-router renews its setter with every change of the address; the board's memoised cards
  // need one that stays the same, so the latest setter is read through a ref.
  const setter = useRef(setSearchParams);
  setter.current = setSearchParams;
  const openDeal = useCallback(
    (id: number) =>
      setter.current((current) => {
        const next = new URLSearchParams(current);
        next.set(DEAL_PARAM, String(id));
        return next;
      }),
    [],
  );
  const closeDeal = useCallback(
    () =>
      setter.current((current) => {
        const next = new URLSearchParams(current);
        next.delete(DEAL_PARAM);
        return next;
      }),
    [],
  );
  return { dealId: searchParams.get(DEAL_PARAM), openDeal, closeDeal };
}
