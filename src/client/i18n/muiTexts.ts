// MUI's own words in the screen's language: an autocomplete's clear, open and close buttons and
// its empty and loading lines, an alert's close button and a pagination's accessible name. MUI
// writes them in English unless the theme gives them, so each language's theme takes them from
// that language's messages (the group app.mui of en.ts and ar.ts).
import type { ThemeOptions } from '@mui/material';
import type { TranslationMessages } from 'react-admin';

const TEXT_KEYS = ['clear', 'open', 'close', 'loading', 'no_options', 'pagination'] as const;

/** The language's app.mui messages; a missing one is a wiring mistake, not a blank button. */
function muiTexts(messages: TranslationMessages): Record<(typeof TEXT_KEYS)[number], string> {
  const group = (messages.app as Record<string, unknown> | undefined)?.mui as Record<string, unknown> | undefined;
  return Object.fromEntries(
    TEXT_KEYS.map((key) => {
      const text = group?.[key];
      if (typeof text !== 'string') throw new Error(`the message app.mui.${key} is missing`);
      return [key, text];
    }),
  ) as Record<(typeof TEXT_KEYS)[number], string>;
}

/** The `defaultProps` that carry MUI's words, to merge into a theme's components. */
export function muiTextDefaults(
  messages: TranslationMessages,
): Pick<NonNullable<ThemeOptions['components']>, 'MuiAutocomplete' | 'MuiAlert' | 'MuiPagination'> {
  const texts = muiTexts(messages);
  return {
    MuiAutocomplete: {
      defaultProps: {
        clearText: texts.clear,
        openText: texts.open,
        closeText: texts.close,
        loadingText: texts.loading,
        noOptionsText: texts.no_options,
      },
    },
    MuiAlert: { defaultProps: { closeText: texts.close } },
    MuiPagination: { defaultProps: { 'aria-label': texts.pagination } },
  };
}
