// The digits Arabic screens write numbers, money and dates with: Latin (the default, as Gulf
// business documents do) or Arabic-Indic (١٢٣), the user's choice in account settings, kept in
// this browser (layout/devicePreference.ts). English always writes Latin digits.
import { DIGIT_STYLES, type DigitStyle } from '../../shared/languages.ts';
import { devicePreference } from '../layout/devicePreference.ts';

const digitsPreference = devicePreference<DigitStyle>('digits_preference', DIGIT_STYLES, 'latin');

export const DIGITS_PREFERENCE_KEY = digitsPreference.key;
export const setDigitsPreference = digitsPreference.set;
export const useDigitsPreference = digitsPreference.use;
