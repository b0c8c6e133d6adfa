// A part loaded on first use (layout/lazyComponent.tsx) is mounted the first time it opens and
// stays mounted after it closes: its closing slides or fades it out, and a dialog closed by
// Escape keeps what was typed in it.
import { useState } from 'react';

/** Whether `open` has been true at least once. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
