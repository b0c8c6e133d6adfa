// @vitest-environment node
// Pure logic: no DOM, so no jsdom to set up for this file.
import { describe, expect, it } from 'vitest';
import { phoneHrefs } from '../../src/client/layout/PhoneLinks.tsx';

describe('phone links', () => {
  it('calls the number as typed and opens WhatsApp on its digits, without the plus', () => {
    expect(phoneHrefs('+971 50 123 4567')).toEqual({ tel: 'tel:+971501234567', whatsapp: 'https://wa.me/971501234567' });
    expect(phoneHrefs('(+966) 55-123-4567')).toEqual({ tel: 'tel:+966551234567', whatsapp: 'https://wa.me/966551234567' });
    expect(phoneHrefs('00965 9123 4567')).toEqual({ tel: 'tel:+96591234567', whatsapp: 'https://wa.me/96591234567' });
  });

  it('gives a number without a country code a call link only, and nothing to nothing', () => {
    expect(phoneHrefs('04 123 4567')).toEqual({ tel: 'tel:041234567', whatsapp: null });
    expect(phoneHrefs(' - ')).toBeNull();
    expect(phoneHrefs('00')).toBeNull();
  });

  it('reads a national number in the office country when there is one', () => {
    expect(phoneHrefs('04 123 4567', 'AE')).toEqual({ tel: 'tel:+97141234567', whatsapp: 'https://wa.me/97141234567' });
    expect(phoneHrefs('+966 50 123 4567', 'AE')).toEqual({ tel: 'tel:+966501234567', whatsapp: 'https://wa.me/966501234567' });
  });

  it('reads Arabic-Indic digits as the number they are', () => {
    expect(phoneHrefs('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧')).toEqual({ tel: 'tel:+971501234567', whatsapp: 'https://wa.me/971501234567' });
    expect(phoneHrefs('۰۴ ۱۲۳ ۴۵۶۷')).toEqual({ tel: 'tel:041234567', whatsapp: null });
  });
});
