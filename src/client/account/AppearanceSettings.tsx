// The profile tab's appearance block: the theme follows the system unless the user picks light or
// dark (layout/themePreference.ts). It applies at once, in this browser and its other tabs.
import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { setThemePreference, THEME_PREFERENCES, useThemePreference, type ThemePreference } from '../layout/themePreference.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function AppearanceSettings() {
  const translate = useTranslate();
  const preference = useThemePreference();
  return (
    <SettingsSection titleKey="account.appearance.title" descriptionKey="account.appearance.description">
      <RadioGroup
        aria-label={translate('account.appearance.theme')}
        value={preference}
        onChange={(event) => setThemePreference(event.target.value as ThemePreference)}
      >
        {THEME_PREFERENCES.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={translate(`account.appearance.themes.${option}`)} />
        ))}
      </RadioGroup>
    </SettingsSection>
  );
}
