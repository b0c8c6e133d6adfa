// The app's MUI theme on top of react-admin's default: navy primary, warm accent (secondary, used
// by the loading bar), SPEC.md section 9's breakpoints, and the system font stack (no web fonts
// are fetched: the app reaches no network but its own /api).
import { defaultTheme, type RaThemeOptions } from 'react-admin';

const SYSTEM_FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

export const BREAKPOINTS = { xs: 0, sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;

export const appTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1b2b4b' },
    secondary: { main: '#e09f3e' },
  },
  breakpoints: { values: { ...BREAKPOINTS } },
  typography: {
    ...defaultTheme.typography,
    fontFamily: SYSTEM_FONT_STACK,
  },
};
