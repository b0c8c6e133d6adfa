// Light, dark, or whatever the system prefers (the default): the user's choice in account settings,
// kept in this browser (devicePreference.ts).
import { devicePreference } from './devicePreference.ts';

export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

const themePreference = devicePreference<ThemePreference>('theme_preference', THEME_PREFERENCES, 'system');

export const THEME_PREFERENCE_KEY = themePreference.key;
export const readThemePreference = themePreference.read;
export const setThemePreference = themePreference.set;
export const useThemePreference = themePreference.use;
