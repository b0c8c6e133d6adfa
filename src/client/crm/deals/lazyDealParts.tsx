// The deal's drawer and its create dialog, as the screens that offer them (the board, the deals
// list, a lead's page) draw them: their code — forms, status actions, pickers — comes as its own
// chunk the first time one opens, not with the screen. A board on a phone draws sooner without it
// (bench/RESULTS-client.md, fifth pass). A backdrop with a spinner shows while the chunk arrives.
import { lazyComponent } from '../../layout/lazyComponent.tsx';
import { OpeningBackdrop } from '../../layout/OpeningBackdrop.tsx';
import { useOpenedOnce } from '../../layout/useOpenedOnce.ts';
import { useDealParam } from './useDealParam.ts';

export const DealCreateDialog = lazyComponent(() => import('./DealCreateDialog.tsx'), 'DealCreateDialog', <OpeningBackdrop />);

const DealDrawer = lazyComponent(() => import('./DealDrawer.tsx'), 'DealDrawer', <OpeningBackdrop />);

/** The drawer of the deal in the address (`?deal=`), loaded when a deal is first opened. */
export function DealDrawerWhenOpened() {
  const { dealId } = useDealParam();
  return useOpenedOnce(dealId !== null) ? <DealDrawer /> : null;
}
