// A display choice kept in this browser (theme, digits): it belongs to the device, like the system
// setting it overrides, so it is not part of the session and survives signing out (docs/product.md
// section 3). One store per choice: read, set (the default removes the key), follow other tabs.
import { useSyncExternalStore } from 'react';

export interface DevicePreference<T extends string> {
  key: string;
  values: readonly T[];
  read(): T;
  set(value: T): void;
  use(): T;
}

export function devicePreference<T extends string>(key: string, values: readonly T[], fallback: T): DevicePreference<T> {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    // Chosen in another tab: this one follows.
    if (event.key === null || event.key === key) notify();
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };
  const read = (): T => {
    const stored = localStorage.getItem(key);
    return (values as readonly string[]).includes(stored ?? '') ? (stored as T) : fallback;
  };
  return {
    key,
    values,
    read,
    set(value) {
      if (value === fallback) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
      notify();
    },
    use: () => useSyncExternalStore(subscribe, read),
  };
}
