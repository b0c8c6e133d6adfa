// A phone-sized screen for the rest of a test: every max-width media query matches (MUI's
// breakpoints.down('sm'), which layout/usePhone.ts reads, is one). setup.ts unstubs it afterwards.
import { vi } from 'vitest';

export function onAPhone(): void {
  const matchMedia = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') }));
}
