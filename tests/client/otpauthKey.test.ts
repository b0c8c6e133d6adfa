// @vitest-environment node
// Pure logic: no DOM, so no jsdom to set up for this file.
import { describe, expect, it } from 'vitest';
import { groupedKey, manualKeyOf, svgImageSource } from '../../src/client/auth/twoFactor/otpauthKey.ts';

describe('the key typed by hand', () => {
  it('is the secret parameter of the otpauth URL', () => {
    const url =
      'otpauth://totp/Realestate%20Platform:nora%40example.test?issuer=Realestate%20Platform&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
    expect(manualKeyOf(url)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('is absent from a URL without secret, or from no URL at all', () => {
    expect(manualKeyOf('otpauth://totp/x?issuer=y')).toBeNull();
    expect(manualKeyOf('not a url')).toBeNull();
  });

  it('reads in groups of four', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });
});

describe('the QR code image', () => {
  it('carries the SVG inside a data address, escaped, so its markup never enters the page', () => {
    const source = svgImageSource('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(source).not.toContain('<');
    expect(decodeURIComponent(source.split(',')[1])).toContain('<svg');
  });
});
