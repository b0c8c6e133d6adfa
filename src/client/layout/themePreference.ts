// Light, dark, or whatever the system prefers (the default): the user's choice in account settings,
// kept in this browser. It belongs to the device, like the system setting it overrides, so it is
// not part of the session and survives signing out (docs/product.md section 3).
import { useSyncExternalStore } from 'react';

export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

export const THEME_PREFERENCE_KEY = 'theme_preference';

const listeners = new Set<() => void>();

export function readThemePreference(): ThemePreference {
  const stored = localStorage.getItem(THEME_PREFERENCE_KEY);
  return (THEME_PREFERENCES as readonly string[]).includes(stored ?? '') ? (stored as ThemePreference) : 'system';
}

export function setThemePreference(preference: ThemePreference): void {
  if (preference === 'system') localStorage.removeItem(THEME_PREFERENCE_KEY);
  else localStorage.setItem(THEME_PREFERENCE_KEY, preference);
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Chosen in another tab: this one follows.
  if (event.key === null || event.key === THEME_PREFERENCE_KEY) for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, readThemePreference);
}
