// The profile tab's appearance block, each choice kept in this browser and applied at once, here
// and in its other tabs: the theme follows the system unless the user picks light or dark
// (layout/themePreference.ts), and Arabic screens write Latin digits unless the user picks
// Arabic-Indic ones (i18n/digitsPreference.ts).
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { DIGIT_STYLES, type DigitStyle } from '../../shared/languages.ts';
import { setDigitsPreference, useDigitsPreference } from '../i18n/digitsPreference.ts';
import { setThemePreference, THEME_PREFERENCES, useThemePreference, type ThemePreference } from '../layout/themePreference.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** One choice as a labelled radio group, an option per message key (written whole, for the i18n test). */
function PreferenceRadios<T extends string>(props: {
  labelKey: string;
  optionKeys: Record<T, string>;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <FormControl sx={{ display: 'block', mb: 2 }}>
      <FormLabel id={labelId}>{translate(props.labelKey)}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={props.value} onChange={(event) => props.onChange(event.target.value as T)}>
        {props.values.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={translate(props.optionKeys[option])} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

const THEME_OPTION_KEYS: Record<ThemePreference, string> = {
  system: 'account.appearance.themes.system',
  light: 'account.appearance.themes.light',
  dark: 'account.appearance.themes.dark',
};

const DIGIT_OPTION_KEYS: Record<DigitStyle, string> = {
  latin: 'account.appearance.digit_styles.latin',
  arabic: 'account.appearance.digit_styles.arabic',
};

export function AppearanceSettings() {
  return (
    <SettingsSection titleKey="account.appearance.title" descriptionKey="account.appearance.description">
      <PreferenceRadios
        labelKey="account.appearance.theme"
        optionKeys={THEME_OPTION_KEYS}
        values={THEME_PREFERENCES}
        value={useThemePreference()}
        onChange={setThemePreference}
      />
      <PreferenceRadios
        labelKey="account.appearance.digits"
        optionKeys={DIGIT_OPTION_KEYS}
        values={DIGIT_STYLES}
        value={useDigitsPreference()}
        onChange={setDigitsPreference}
      />
    </SettingsSection>
  );
}
