// docs/product.md section 2: every navigation scrolls to the top. react-admin's own useScrollToTop only
// does so when a link asks for it, hence this hook for all of them.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function useScrollToTopOnNavigation(): void {
  const { key } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
}
