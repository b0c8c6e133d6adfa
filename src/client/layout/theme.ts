// The app's MUI themes on top of react-admin's light and dark ones: navy primary, warm accent
// (secondary, used by the loading bar), docs/product.md section 9's breakpoints, and the system font
// stack (English fetches no web font: the app reaches no network but its own /api). Which one shows
// is the user's choice or the system's (themePreference.ts). Each language has its pair: Arabic's
// reads right to left, puts the self-hosted Noto Sans Arabic first (i18n/languageResources.ts) and
// gives MUI its own words in the language (i18n/muiTexts.ts), so a theme is made once the
// language's messages are loaded.
import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';
import { isRightToLeft, type Language } from '../../shared/languages.ts';
import { loadedLanguage } from '../i18n/languageResources.ts';
import { muiTextDefaults } from '../i18n/muiTexts.ts';

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

/** Arabic script in the web font loaded with the Arabic messages; Latin text falls through to the system's. */
const ARABIC_FONT_STACK = `"Noto Sans Arabic",${SYSTEM_FONT_STACK}`;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;

/** A phone's screen: MUI's breakpoints.down('sm') (usePhone.ts), for styles written before the theme exists. */
const PHONE = `@media (max-width:${BREAKPOINTS.sm - 0.05}px)`;

/**
 * A checkbox given an `aria-label` (react-admin's "Select this row") carries it on its <input>,
 * the element that has a role: MUI would put it on the wrapping <span>, where it names nothing
 * and the input stays unlabelled (WCAG 4.1.2; Lighthouse's aria-prohibited-attr and label).
 */
const checkboxLabelOnInput = {
  root: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
  input: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
};

/**
 * Icons that point a way (back, forward, send…) mirror under right to left: they carry
 * `data-directional` (layout/directionalIcons.tsx), so the rule lives here, once. MUI's own
 * pagination and menu arrows already swap by the theme's direction and carry no such mark.
 */
const mirroredDirectionalIcons = { root: { '&[data-directional]': { transform: 'scaleX(-1)' } } };

/** What both themes set the same way over react-admin's base theme of that mode. */
function appThemeOver(base: RaThemeOptions, palette: RaThemeOptions['palette'], language: Language): RaThemeOptions {
  const rightToLeft = isRightToLeft(language);
  return {
    ...base,
    direction: rightToLeft ? 'rtl' : 'ltr',
    palette: {
      ...base.palette,
      ...palette,
      // Text on coloured surfaces (chips, buttons) meets WCAG AA's 4.5:1, not MUI's default 3:1.
      contrastThreshold: 4.5,
    },
    components: {
      ...base.components,
      ...sharedComponents(base),
      ...textComponents(base, language),
      ...(rightToLeft ? { MuiSvgIcon: { ...base.components?.MuiSvgIcon, styleOverrides: mirroredDirectionalIcons } } : {}),
    },
    breakpoints: { values: { ...BREAKPOINTS } },
    typography: { ...base.typography, fontFamily: language === 'ar' ? ARABIC_FONT_STACK : SYSTEM_FONT_STACK },
  };
}

/** MUI's own words (an autocomplete's "Clear", a pagination's name) in the theme's language. */
function textComponents(base: RaThemeOptions, language: Language): RaThemeOptions['components'] {
  const texts = muiTextDefaults(loadedLanguage(language).messages);
  return {
    ...texts,
    MuiAutocomplete: {
      ...base.components?.MuiAutocomplete,
      defaultProps: { ...base.components?.MuiAutocomplete?.defaultProps, ...texts.MuiAutocomplete?.defaultProps },
    },
  };
}

function sharedComponents(base: RaThemeOptions): RaThemeOptions['components'] {
  return {
    MuiCheckbox: {
      ...base.components?.MuiCheckbox,
      defaultProps: { ...base.components?.MuiCheckbox?.defaultProps, slotProps: checkboxLabelOnInput },
    },
    // Every resource page is behind a guard of ours that decides from the stored session before
    // the page mounts (resources.ts, routing/guards.tsx). react-admin's own check in List, Edit,
    // Show and Create asks the same of the authProvider again, asynchronously: two renders of the
    // page before its first query leaves (bench/RESULTS-client.md). Held to the same answers by
    // tests/client/resourceGuards.test.tsx.
    RaEdit: { defaultProps: { disableAuthentication: true } },
    RaShow: { defaultProps: { disableAuthentication: true } },
    RaCreate: { defaultProps: { disableAuthentication: true } },
    RaList: {
      defaultProps: { disableAuthentication: true },
      // A list's actions (Add filter, Create, Import…) take a row of their own above its filters:
      // sharing one wrapping row, a button appearing late or an input widening reflowed both
      // (layout shift). On a phone too, where react-admin stacks them as a column instead, which
      // with the filters' full-width row put the filters in a second column beside the buttons.
      styleOverrides: {
        root: {
          '& .RaList-actions': { flexWrap: 'wrap', flexDirection: 'row' },
          '& .RaList-actions > form': { order: 1, flexBasis: '100%' },
          // A table wider than the page's room scrolls sideways in its own box, at every width:
          // the leads list's table needs about 1,250 px, more than a 1,280 px laptop leaves beside
          // the menu, and it widened the whole page (in Arabic the menu went out of sight). The box
          // is the table's own wrapper, not the list's card: the bulk actions toolbar sits above
          // the table, raised over the card's top edge, and a scrolling card clipped it.
          '& .RaList-main': { minWidth: 0 },
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          // On a phone its cells are padded 8 px a side instead of 16: the leads list's three columns then fit.
          [PHONE]: {
            '& .MuiTableCell-sizeSmall': { paddingLeft: 8, paddingRight: 8 },
          },
        },
      },
    },
    // react-admin lets a page grow as wide as its widest table. That put a list's toolbar
    // (right-aligned) out of sight beside a wide table, on a phone and on a laptop alike, and in
    // Arabic the menu with it: the page keeps the window's width.
    RaLayout: { styleOverrides: { root: { minWidth: '100%', '& .RaLayout-content': { minWidth: 0 } } } },
    // A list's bulk actions with nothing selected: react-admin folds the toolbar to no height but
    // leaves its buttons focusable and over the table's header, where they hide the sort buttons
    // from touch and still take the keyboard's focus (WCAG 2.4.11, 2.5.8). Hidden means hidden.
    RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } } },
    // A column header's sort button is a touch target: at least 24 px high (WCAG 2.5.8).
    MuiTableSortLabel: { styleOverrides: { root: { minHeight: 24 } } },
  };
}

const LIGHT_PALETTE: RaThemeOptions['palette'] = { primary: { main: '#1b2b4b' }, secondary: { main: '#e09f3e' } };
/** The dark theme's: the navy lightened so that it reads on a dark surface (4.5:1 and more). */
const DARK_PALETTE: RaThemeOptions['palette'] = { primary: { main: '#9fb7e6' }, secondary: { main: '#e09f3e' } };

export interface AppThemes {
  light: RaThemeOptions;
  dark: RaThemeOptions;
}

const themesByLanguage = new Map<Language, AppThemes>();

/** The light and dark themes of a language, made once (a new object would restyle the whole app). */
export function appThemes(language: Language): AppThemes {
  let themes = themesByLanguage.get(language);
  if (!themes) {
    themes = { light: appThemeOver(defaultTheme, LIGHT_PALETTE, language), dark: appThemeOver(defaultDarkTheme, DARK_PALETTE, language) };
    themesByLanguage.set(language, themes);
  }
  return themes;
}

export const appTheme: RaThemeOptions = appThemes('en').light;
export const appDarkTheme: RaThemeOptions = appThemes('en').dark;
