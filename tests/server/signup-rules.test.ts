import { describe, expect, it } from 'vitest';
import { bankDataFields, companyDataBody, hasValidIbanChecksum, normalizeTradeLicenseNumber } from '../../src/shared/schemas/signup.ts';
import { isSignupSource, nextSignupStep, SIGNUP_SOURCES } from '../../src/shared/signup.ts';

describe('signup rules shared by the wizard and the server', () => {
  it('allows skylinebuilders as the only signup source', () => {
    expect(SIGNUP_SOURCES).toEqual(['skylinebuilders']);
    expect(isSignupSource('skylinebuilders')).toBe(true);
    expect(isSignupSource('SkylineBuilders')).toBe(false);
    expect(isSignupSource(undefined)).toBe(false);
  });

  it('orders the steps by kind: brokers have one more', () => {
    expect(nextSignupStep('developer', 'company_data')).toBe('bank_data');
    expect(nextSignupStep('developer', 'bank_data')).toBe('auth_signatory_data');
    expect(nextSignupStep('developer', 'auth_signatory_data')).toBeNull();
    expect(nextSignupStep('broker', 'auth_signatory_data')).toBe('broker_data');
    expect(nextSignupStep('broker', 'broker_data')).toBeNull();
  });

  it('checks IBANs with the ISO 13616 mod-97 checksum', () => {
    for (const iban of [
      'AE070331234567890123456',
      'GB82WEST12345698765432',
      'DE89370400440532013000',
      'SA0380000000608010167519',
      'FR1420041010050500013M02606',
    ]) {
      expect(hasValidIbanChecksum(iban), iban).toBe(true);
    }
    // One wrong digit, and two neighbours swapped: both caught.
    expect(hasValidIbanChecksum('AE070331234567890123457')).toBe(false);
    expect(hasValidIbanChecksum('AE070331234567890123546')).toBe(false);
  });

  it('normalizes what people type: IBAN and SWIFT spacing and case, licence case and spaces', () => {
    const parsed = bankDataFields.parse({
      bank_name: ' Emirates NBD ',
      account_name: 'X LLC',
      iban: 'ae07 0331-2345 6789 0123 456',
      swift: 'ebil ae ad',
    });
    expect(parsed).toEqual({ bank_name: 'Emirates NBD', account_name: 'X LLC', iban: 'AE070331234567890123456', swift: 'EBILAEAD' });
    expect(normalizeTradeLicenseNumber(' cn-12 34 ')).toBe('CN-1234');
  });

  it('refuses SWIFT codes that are not 8 or 11 characters, and dates that do not exist', () => {
    for (const swift of ['EBILAE', 'EBILAEAD1', 'EBILAEAD12345', '1BILAEAD']) {
      expect(bankDataFields.safeParse({ bank_name: 'B', account_name: 'A', iban: 'AE070331234567890123456', swift }).success, swift).toBe(
        false,
      );
    }
    const result = companyDataBody.safeParse({ trade_license_expiry: '2099-02-30' });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'trade_license_expiry')?.message).toBe(
      'The trade license expiry must be a day that exists in the calendar.',
    );
  });
});
