// Switching this tab to a language: its messages, font and styles first, then the shell and the
// stored choice, so nothing renders in a half-loaded language. False when the language's files
// could not be loaded (the app then stays as it is).
import type { Language } from '../../shared/languages.ts';
import { storeLanguage } from './language.ts';
import { loadLanguage } from './languageResources.ts';

export async function switchLanguage(language: Language): Promise<boolean> {
  try {
    await loadLanguage(language);
  } catch {
    return false;
  }
  storeLanguage(language);
  return true;
}
