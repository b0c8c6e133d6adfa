// The one i18n provider: polyglot over the English messages. Missing keys are not allowed, so a
// typo in a key shows up (and warns) instead of silently printing the key.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en.ts';

export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }]);
