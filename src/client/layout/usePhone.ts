// Whether the screen is a phone's: MUI's breakpoints.down('sm') (theme.ts's PHONE is the same for
// styles). Read on the first render (noSsr), not after it: otherwise whatever a phone shows
// differently is drawn twice, on the device whose main thread is already a page's bottleneck.
import { useMediaQuery, type Theme } from '@mui/material';

export function usePhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
