// Phones shown as the office reads them (docs/api.md "Phones"): national at home, international
// otherwise, and as typed when they cannot be read as a number.
import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHomeCountry } from '../../src/shared/phones.ts';

describe('formatPhone', () => {
  it('writes a UAE mobile and landline nationally in a UAE office, however typed', () => {
    for (const typed of ['+971501234567', '00971 50 1234567', '050-123-4567', '971501234567', '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧']) {
      expect(formatPhone(typed, 'AE'), typed).toBe('050 123 4567');
    }
    expect(formatPhone('+97141234567', 'AE')).toBe('04 123 4567');
    expect(formatPhone('600522222', 'AE')).toBe('600 52 2222');
  });

  it('writes the same numbers internationally elsewhere', () => {
    expect(formatPhone('+971501234567', 'SA')).toBe('+971 50 123 4567');
    expect(formatPhone('+971 4 123 4567', 'KW')).toBe('+971 4 123 4567');
    expect(formatPhone('+971501234567', null)).toBe('+971 50 123 4567');
  });

  it('knows the Saudi plan: mobiles and Riyadh landlines', () => {
    expect(formatPhone('+966501234567', 'SA')).toBe('050 123 4567');
    expect(formatPhone('0112345678', 'SA')).toBe('011 234 5678');
    expect(formatPhone('+966 50 123 4567', 'AE')).toBe('+966 50 123 4567');
  });

  it('writes Kuwaiti and other eight-digit Gulf numbers without a trunk 0', () => {
    expect(formatPhone('+96591234567', 'KW')).toBe('9123 4567');
    expect(formatPhone('91234567', 'KW')).toBe('9123 4567');
    expect(formatPhone('+965 9123 4567', 'AE')).toBe('+965 9123 4567');
    expect(formatPhone('+97433123456', 'QA')).toBe('3312 3456');
    expect(formatPhone('+97336123456', 'AE')).toBe('+973 3612 3456');
    expect(formatPhone('+96891234567', 'OM')).toBe('9123 4567');
  });

  it('groups a number from beyond the Gulf after its calling code', () => {
    expect(formatPhone('+44 20 7946 0958', 'AE')).toBe('+44 207 946 0958');
    expect(formatPhone('+1 (650) 253-0000', 'AE')).toBe('+1 650 253 0000');
    expect(formatPhone('00962 7 9123 4567', 'AE')).toBe('+962 79 123 4567');
    expect(formatPhone('+919876543210', 'AE')).toBe('+91 987 654 3210');
  });

  it('shows as typed what it cannot read as a number', () => {
    expect(formatPhone(' ask at reception ', 'AE')).toBe('ask at reception');
    expect(formatPhone('+971 123', 'AE')).toBe('+971 123');
    // Not a UAE plan number: a mobile with a digit too many.
    expect(formatPhone('+971 50 123 45678', 'AE')).toBe('+971 50 123 45678');
    // A national number without a country to read it in.
    expect(formatPhone('050 123 4567', null)).toBe('050 123 4567');
    expect(formatPhone('', 'AE')).toBe('');
  });
});

describe('phoneHomeCountry', () => {
  it('is the organization country, else the country of its Gulf time zone', () => {
    expect(phoneHomeCountry('sa', 'Asia/Dubai')).toBe('SA');
    expect(phoneHomeCountry(null, 'Asia/Kuwait')).toBe('KW');
    expect(phoneHomeCountry('', 'Asia/Riyadh')).toBe('SA');
    expect(phoneHomeCountry(null, 'Europe/London')).toBeNull();
  });
});
