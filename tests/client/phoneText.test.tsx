// Phones on screen (docs/api.md "Phones"): national in the office's own country, international
// otherwise, left to right on Arabic screens, and called in E.164.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneLinks } from '../../src/client/layout/PhoneLinks.tsx';
import { PhoneText } from '../../src/client/layout/PhoneText.tsx';
import { updateSessionOrganization } from '../../src/client/providers/session.ts';
import { organization, signIn } from './support/factories.ts';

function signInAt(country: string | null, time_zone = 'Asia/Dubai') {
  signIn({ organizations: [organization({ id: 1, country, time_zone })] });
}

describe('a phone on screen', () => {
  it('reads a UAE number nationally in a UAE office, and calls it in E.164', () => {
    signInAt('AE');
    render(<PhoneLinks phone="0501234567" />);
    const call = screen.getByRole('link', { name: '050 123 4567' });
    expect(call.getAttribute('href')).toBe('tel:+971501234567');
    // A national number of the office's country is an international one for WhatsApp too (the
    // name is the message key: no translations are loaded here).
    expect(screen.getByRole('link', { name: 'layout.whatsapp' }).getAttribute('href')).toBe('https://wa.me/971501234567');
  });

  it('reads a number of another country internationally', () => {
    signInAt('AE');
    render(<PhoneLinks phone="+966501234567" />);
    expect(screen.getByRole('link', { name: '+966 50 123 4567' }).getAttribute('href')).toBe('tel:+966501234567');
  });

  it('keeps the number left to right inside Arabic text', () => {
    signInAt('KW');
    render(
      <p dir="rtl">
        هاتف العميل: <PhoneText phone="+965 9123 4567" />
      </p>,
    );
    const number = screen.getByText('9123 4567');
    expect(number.tagName).toBe('BDI');
    expect(number.getAttribute('dir')).toBe('ltr');
  });

  it('shows as typed what is no number, and nothing for no phone', () => {
    signInAt('AE');
    const { container } = render(
      <>
        <PhoneText phone="ask at reception" />
        <PhoneText phone="  " />
        <PhoneText phone={null} />
      </>,
    );
    expect(container.textContent).toBe('ask at reception');
  });

  it('takes the home from the time zone when the organization has no country, and follows a saved one', () => {
    signInAt(null, 'Asia/Riyadh');
    render(<PhoneText phone="+966501234567" />);
    expect(screen.getByText('050 123 4567')).toBeTruthy();
    act(() => updateSessionOrganization(1, { country: 'AE' }));
    expect(screen.getByText('+966 50 123 4567')).toBeTruthy();
  });
});
